import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {Config} from '@docusaurus/types';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import {themes as prismThemes} from 'prism-react-renderer';
import rehypeDocusaurusHtml from './llms-txt/docusaurus-html';
import {createDocCode} from './plugins/doc-code';
import {undatedBecause} from './plugins/last-update-from-git';
import {typedocAtStart} from './plugins/typedoc-live';
import {frozenReleases, publishedVersion} from './plugins/releases';
import {externalLinks, repositoryUrl, searchShortcut, siteEnvironment} from './site-facts.mjs';

const {siteUrl, baseUrl, analytics} = siteEnvironment();

// Umami, honouring Do Not Track, loaded on the production host only: never in `npm start` or a local build (a script in
// the page adds it there; the Content Security Policy hashes it). Tests read it from `customFields`.
const umami = analytics && {src: analytics.src, 'data-website-id': analytics.websiteId, 'data-do-not-track': 'true'};
const addUmami = `if (location.hostname === '${new URL(siteUrl).hostname}') { const script = document.createElement('script');
  for (const attribute of Object.entries(${JSON.stringify(umami)})) script.setAttribute(...attribute); document.head.append(script); }`;

// STRICT_LINKS=true (as `npm test` builds) fails on a broken anchor or Markdown link; otherwise a warning.
const onBrokenLinkInPage = process.env.STRICT_LINKS === 'true' ? 'throw' : 'warn';

// `npm run release-docs` freezes the current docs in versioned_docs/ before the pin moves on.
const libraryVersion = publishedVersion();
// Set by plugins/releases, which builds each frozen release as a site of its own at <base URL><version>/.
const frozen = process.env.FROZEN_RELEASE;
const version = frozen ?? 'current';
const base = frozen ? `${baseUrl}${frozen}/` : baseUrl;
const title = 'Actuatorjs';
const summary =
  'actuatorjs gives JavaScript services Spring Boot Actuator-style health checks and application info endpoints, on Node.js, Deno and Bun.';

// llms.txt's sections, in order.
const sections = {'docs/main/**': 'Guides', 'docs/api/**': 'API reference', releases: 'Releases'};
const llmsTxt = {
  siteDescription: summary,
  onRouteError: 'throw',
  logLevel: 0,
  depth: 3,
  includeOrder: Object.keys(sections).map((route) => `${baseUrl}${route}`),
  content: {
    enableLlmsFullTxt: true,
    relativePaths: false,
    // The current docs only, not the frozen releases a build includes (no Markdown copies of them either).
    includeVersionedDocs: false,
    excludeRoutes: [`${baseUrl}search`],
    // A doc's Markdown; a generated index (the API categories') whole: its title and description, its cards; releases.
    contentSelectors: ['.theme-doc-markdown', 'main .container > div:has(> header)', 'main > article'],
    routeRules: Object.entries(sections).map(([route, categoryName]) => ({route: `${baseUrl}${route}`, categoryName})),
    beforeDefaultRehypePlugins: [rehypeDocusaurusHtml(baseUrl)],
  },
} satisfies LlmsTxtOptions;

const search = {
  hashed: true,
  indexBlog: false,
  explicitSearchResultPath: true,
  indexPages: true, // "All releases": the other pages are the home page (never indexed) and search
  // Words are indexed by their stem ("generate" as "gener"): a typo can be two edits from it.
  fuzzyMatchingDistance: 2,
  // src/theme/SearchBar listens for it too until the search bar's code has loaded.
  searchBarShortcutKeymap: searchShortcut,
  // Cards repeat the pages they link to; the quick info of names in code repeats the API reference; the code of a tab
  // not shown first repeats the first tab's server in another framework; every page asks for feedback.
  ignoreCssSelectors: [
    "article[class*='docCardListItem']",
    '[popover]',
    '[role=tabpanel][hidden] pre',
    '#page-feedback',
  ],
} satisfies Partial<SearchOptions>;

// The frozen releases' sites after the current docs, or from one the current docs: pathname:// leaves the router.
const otherSite = (path: string, label: string) => ({to: `pathname:///${path}`, label, target: '_self'});
const versionLinks = frozen
  ? [otherSite('../docs', 'Current docs'), otherSite('../releases', 'All releases')]
  : [
      ...frozenReleases().map((name) => otherSite(`${name}/docs`, name)),
      {to: `${baseUrl}releases`, label: 'All releases'},
    ];
const themeConfig = {
  image: 'img/social-card.png',
  metadata: [
    {property: 'og:site_name', content: title},
    {property: 'og:image:width', content: '1200'},
    {property: 'og:image:height', content: '630'},
    {property: 'og:image:alt', content: `${title}: ${summary}`},
    {name: 'twitter:image:alt', content: `${title}: ${summary}`},
  ],
  colorMode: {respectPrefersColorScheme: true},
  announcementBar: {
    id: `release-${frozen ?? libraryVersion}`,
    content: frozen
      ? `These are the docs of actuatorjs ${frozen}, an earlier release. <a href="${baseUrl}docs">Read the current docs</a> or <a href="${baseUrl}releases">what changed since</a>.`
      : `actuatorjs ${libraryVersion} is on npm: <a href="${baseUrl}docs/main/install">install it</a> and expose <code>/actuator/health</code> in minutes.`,
    backgroundColor: '#1d3b2a',
    textColor: '#ffffff',
    isCloseable: !frozen,
  },
  navbar: {
    title,
    hideOnScroll: true,
    logo: {alt: `${title} logo`, src: 'img/logo.svg', width: 32, height: 32, href: frozen ? '/docs' : '/'}, // no home
    items: [
      {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
      {type: 'search'},
      {type: 'docsVersionDropdown', dropdownItemsAfter: versionLinks},
      {type: 'localeDropdown'},
      ...externalLinks.map(({label, href, ariaLabel}) => ({label, href, 'aria-label': ariaLabel})),
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        // With the base URL written out: Docusaurus leaves a `to` that already starts with it (BASE_URL=/docs/).
        items: Object.entries({Introduction: 'introduction', Installation: 'install', Examples: 'examples'}).map(
          ([label, page]) => ({label, to: `${base}docs/main/${page}`}),
        ),
      },
      {title: 'Links', items: externalLinks.map(({label, href}) => ({label, href}))},
    ],
    copyright: 'Copyright © 2025 actuatorjs.',
  },
  docs: {sidebar: {hideable: true}},
  // Other languages' grammars: each page imports its own (plugins/doc-code, src/theme/prism-include-languages.ts).
  prism: {theme: prismThemes.vsLight, darkTheme: prismThemes.dracula},
} satisfies UserThemeConfig;

const docCode = createDocCode();
// "Last updated" dates come from git; a source archive or shallow clone builds without them.
const undated = process.env.NODE_ENV === 'production' ? undatedBecause(__dirname) : undefined;

// The classic preset's plugins that the site uses, without its Algolia search (22 MB installed), blog and debug page.
const docs = {
  sidebarPath: './sidebars.ts',
  lastVersion: version,
  onlyIncludeVersions: [version],
  versions: {[version]: {label: frozen ?? libraryVersion, badge: true}},
  beforeDefaultRemarkPlugins: [docCode.remark],
  // The file each version's page comes from; none for the API reference, which TypeDoc writes.
  editUrl: ({versionDocsDirPath, docPath}) =>
    docPath.startsWith('api/') ? undefined : `${repositoryUrl}/edit/main/${versionDocsDirPath}/${docPath}`,
  showLastUpdateTime: !undated && !frozen, // a frozen site is built from a copy, which git does not track
} satisfies DocsOptions;

export default {
  title,
  tagline: 'Actuators are cool',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: base,
  trailingSlash: false,
  onBrokenAnchors: onBrokenLinkInPage,
  onBrokenMarkdownLinks: onBrokenLinkInPage,
  clientModules: ['./src/clientModules/webmcp.ts'],
  // Each flag and Markdown option the site relies on, named, so that a new minor's defaults or `v4: true` (3.10's
  // also turns strict MDX on) cannot change them: `v4: true` on 3.8.1 meant these two, `experimental_faster: true` these.
  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true},
    experimental_faster: {
      ...{swcJsLoader: true, swcJsMinimizer: true, swcHtmlMinimizer: true, lightningCssMinimizer: true},
      ...{mdxCrossCompilerCache: true, rspackBundler: true, rspackPersistentCache: true, ssgWorkerThreads: true},
    },
    experimental_storage: {type: 'localStorage', namespace: false}, // the spec's stored keys have no suffix
  },
  // `{#id}` heading ids (install page's `{#commonjs}`), `<!-- -->` comments and `:::` admonitions, in MDX.
  markdown: {format: 'mdx', mermaid: false, mdx1Compat: {comments: true, admonitions: true, headingIds: true}},
  headTags: [
    {tagName: 'meta', attributes: {name: 'referrer', content: 'strict-origin-when-cross-origin'}},
    ...(umami ? [{tagName: 'script', attributes: {}, innerHTML: addUmami}] : []),
  ],
  customFields: {analytics: umami},
  plugins: [
    ['@docusaurus/plugin-css-cascade-layers', {}], // what `v4.useCssCascadeLayers` asks for, as the preset adds it
    ['@docusaurus/plugin-content-docs', docs],
    !frozen && ['@docusaurus/plugin-content-pages', {beforeDefaultRemarkPlugins: [docCode.remark]}], // docs only
    ['@docusaurus/plugin-sitemap', {lastmod: undated || frozen ? null : 'date', ignorePatterns: [`${base}search`]}],
    // First: see its postBuild. PAINT_FIRST=off leaves it out (`npm run bench:ablation` measures what it buys).
    process.env.PAINT_FIRST !== 'off' && ['./plugins/paint-first/index.ts', {}],
    ['./plugins/route-chunks/index.ts', {}],
    typedocAtStart && !frozen && ['docusaurus-plugin-typedoc', {}], // options and TypeDoc plugins: typedoc.json
    !frozen && ['./plugins/typedoc-live/index.ts', {}], // in `npm start`, regenerates the API pages on library/src edits
    [docCode.plugin, {}],
    !frozen && ['./plugins/last-update-from-git/index.ts', {problem: undated}],
    ['./plugins/content-security-policy/index.ts', {origins: analytics ? [new URL(analytics.src).origin] : []}],
    !frozen && ['@signalwire/docusaurus-plugin-llms-txt', llmsTxt], // the current docs': agents read one version
    !frozen && ['./plugins/releases/index.ts', {}],
    !frozen && ['./plugins/agent-discovery/index.ts', {}],
    !frozen && ['./plugins/robots-txt/index.ts', {}],
  ],
  themes: [
    ['@docusaurus/theme-classic', {customCss: './src/css/custom.css'}],
    ['@easyops-cn/docusaurus-search-local', search],
  ],
  themeConfig,
} satisfies Config;
