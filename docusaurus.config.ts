import type * as Preset from '@docusaurus/preset-classic';
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

// The current docs (/docs/…) describe the published version the conformance tests pin; `npm run release-docs` freezes
// them in versioned_docs/ before the pin moves on.
const libraryVersion = publishedVersion();
// Frozen releases built too (/docs/<version>/…), newest first; "All releases" links the others in the repository. Each
// adds its route table to main.js, which every page loads (2,388 B gzip, measured 2026-11-25), so the default is 0.
const builtReleases = Number(process.env.BUILT_RELEASES ?? 0);
const title = 'Actuatorjs';
// One sentence on the library (llms.txt, social card).
const summary =
  'actuatorjs gives JavaScript services Spring Boot Actuator-style health checks and application info endpoints, on Node.js, Deno and Bun.';

// llms.txt, llms-full.txt and each page's Markdown copy.
const llmsTxt = {
  siteDescription: summary,
  onRouteError: 'throw',
  logLevel: 0,
  depth: 3,
  includeOrder: [`${baseUrl}docs/main/**`, `${baseUrl}docs/api/**`],
  content: {
    enableLlmsFullTxt: true,
    relativePaths: false,
    // The current docs only, not the frozen releases a build includes (no Markdown copies of them either).
    includeVersionedDocs: false,
    excludeRoutes: [`${baseUrl}search`, `${baseUrl}releases`],
    // A doc's Markdown; a generated index (the API categories') whole: its title and description, its cards.
    contentSelectors: ['.theme-doc-markdown', 'main .container > div:has(> header)'],
    routeRules: [
      {route: `${baseUrl}docs/api/**`, categoryName: 'API reference'},
      {route: `${baseUrl}docs/main/**`, categoryName: 'Guides'},
    ],
    beforeDefaultRehypePlugins: [rehypeDocusaurusHtml(baseUrl)],
  },
} satisfies LlmsTxtOptions;

const search = {
  hashed: true,
  indexBlog: false,
  explicitSearchResultPath: true,
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
    id: `release-${libraryVersion}`,
    content: `actuatorjs ${libraryVersion} is on npm: <a href="${baseUrl}docs/main/install">install it</a> and expose <code>/actuator/health</code> in minutes.`,
    backgroundColor: '#1d3b2a',
    textColor: '#ffffff',
  },
  navbar: {
    title,
    hideOnScroll: true,
    logo: {alt: `${title} logo`, src: 'img/logo.svg', width: 32, height: 32},
    items: [
      {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
      {type: 'search'},
      {type: 'docsVersionDropdown', dropdownItemsAfter: [{to: `${baseUrl}releases`, label: 'All releases'}]},
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
        items: [
          {label: 'Introduction', to: `${baseUrl}docs/main/introduction`},
          {label: 'Installation', to: `${baseUrl}docs/main/install`},
          {label: 'Examples', to: `${baseUrl}docs/main/examples`},
        ],
      },
      {title: 'Links', items: externalLinks.map(({label, href}) => ({label, href}))},
    ],
    copyright: 'Copyright © 2025 actuatorjs.',
  },
  docs: {sidebar: {hideable: true}},
  // Other languages' grammars: each page imports its own (plugins/doc-code, src/theme/prism-include-languages.ts).
  prism: {theme: prismThemes.vsLight, darkTheme: prismThemes.dracula},
} satisfies Preset.ThemeConfig;

const docCode = createDocCode();
// "Last updated" dates come from git; a source archive or shallow clone builds without them.
const undated = process.env.NODE_ENV === 'production' ? undatedBecause(__dirname) : undefined;

const classic = {
  docs: {
    sidebarPath: './sidebars.ts',
    lastVersion: 'current',
    onlyIncludeVersions: ['current', ...frozenReleases().slice(0, builtReleases)],
    versions: {current: {label: libraryVersion, badge: true}},
    beforeDefaultRemarkPlugins: [docCode.remark],
    // The file each version's page comes from; none for the API reference, which TypeDoc writes.
    editUrl: ({versionDocsDirPath, docPath}) =>
      docPath.startsWith('api/') ? undefined : `${repositoryUrl}/edit/main/${versionDocsDirPath}/${docPath}`,
    showLastUpdateTime: !undated,
  },
  pages: {beforeDefaultRemarkPlugins: [docCode.remark]},
  blog: false,
  theme: {customCss: './src/css/custom.css'},
  sitemap: {lastmod: undated ? null : 'date', ignorePatterns: [`${baseUrl}search`]},
} satisfies Preset.Options;

export default {
  title,
  tagline: 'Actuators are cool',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  onBrokenAnchors: onBrokenLinkInPage,
  onBrokenMarkdownLinks: onBrokenLinkInPage,
  clientModules: ['./src/clientModules/webmcp.ts'],
  future: {v4: true, experimental_faster: true},
  headTags: [
    {tagName: 'meta', attributes: {name: 'referrer', content: 'strict-origin-when-cross-origin'}},
    ...(umami ? [{tagName: 'script', attributes: {}, innerHTML: addUmami}] : []),
  ],
  customFields: {analytics: umami},
  presets: [['classic', classic]],
  plugins: [
    // First: see its postBuild. PAINT_FIRST=off leaves it out (`npm run bench:ablation` measures what it buys).
    process.env.PAINT_FIRST !== 'off' && ['./plugins/paint-first/index.ts', {}],
    ['./plugins/route-chunks/index.ts', {}],
    typedocAtStart && ['docusaurus-plugin-typedoc', {}], // options and TypeDoc plugins: typedoc.json
    ['./plugins/typedoc-live/index.ts', {}], // in `npm start`, regenerates the API pages when library/src changes
    [docCode.plugin, {}],
    ['./plugins/last-update-from-git/index.ts', {problem: undated}],
    ['./plugins/content-security-policy/index.ts', {origins: analytics ? [new URL(analytics.src).origin] : []}],
    ['@signalwire/docusaurus-plugin-llms-txt', llmsTxt],
    ['./plugins/releases/index.ts', {}],
    ['./plugins/agent-discovery/index.ts', {}],
    ['./plugins/robots-txt/index.ts', {}],
    process.env.RSDOCTOR === 'true' && ['rsdoctor', {}],
  ],
  themes: [['@easyops-cn/docusaurus-search-local', search]],
  themeConfig,
} satisfies Config;
