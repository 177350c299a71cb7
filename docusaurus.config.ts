import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import {themes as prismThemes} from 'prism-react-renderer';
import rehypeDocusaurusHtml from './llms-txt/docusaurus-html';
import {createDocCode, releasedVersions} from './plugins/doc-code';
import {undatedBecause} from './plugins/last-update-from-git';
import {externalLinks, repositoryUrl} from './src/data/links';
import {searchShortcut} from './src/data/search';

// The GitHub Pages project site; SITE_URL and BASE_URL preview it elsewhere.
const siteUrl = process.env.SITE_URL ?? 'https://actuatorjs.github.io';
const baseUrl = process.env.BASE_URL ?? '/actuatorjs/';

// Umami, on the production host only, honouring Do Not Track; ANALYTICS=off leaves it out.
const analytics =
  process.env.ANALYTICS === 'off'
    ? undefined
    : {
        src: process.env.ANALYTICS_SRC ?? 'https://umami.transprot.eu/script.js',
        async: true,
        defer: true,
        'data-website-id': process.env.ANALYTICS_WEBSITE_ID ?? '666350b6-f65d-4db5-975e-dd2e39d9385e',
        'data-domains': new URL(siteUrl).hostname,
        'data-do-not-track': 'true',
      };

// STRICT_LINKS=true (as `npm test` builds) fails on a broken anchor or Markdown link; otherwise a warning.
const onBrokenLinkInPage = process.env.STRICT_LINKS === 'true' ? 'throw' : 'warn';

// The library's releases with docs, newest first (`npm run release-docs` adds one): the newest is the default
// version, at /docs/…; older ones at /docs/<version>/…, the unreleased docs (docs/) at /docs/next/….
const [libraryVersion] = releasedVersions();
// One sentence on the library (llms.txt, social card).
const summary =
  'actuatorjs gives JavaScript services Spring Boot Actuator-style health checks and application info endpoints, on Node.js, Deno and Bun.';

export default async function createConfig() {
  const docCode = createDocCode();
  // "Last updated" dates come from git; a source archive or shallow clone builds without them.
  const undated = process.env.NODE_ENV === 'production' ? undatedBecause(__dirname) : undefined;

  return {
    title: 'Actuatorjs',
    tagline: 'Actuators are cool',
    favicon: 'img/favicon.svg',
    url: siteUrl,
    baseUrl,
    trailingSlash: false,
    onBrokenAnchors: onBrokenLinkInPage,
    onBrokenMarkdownLinks: onBrokenLinkInPage,
    clientModules: ['./src/clientModules/webmcp.ts'],
    future: {v4: true, experimental_faster: true},
    headTags: [{tagName: 'meta', attributes: {name: 'referrer', content: 'strict-origin-when-cross-origin'}}],
    scripts: analytics ? [analytics] : [],

    presets: [
      [
        'classic',
        {
          docs: {
            sidebarPath: './sidebars.ts',
            beforeDefaultRemarkPlugins: [docCode.remarkIncludes, docCode.remarkApiUsedIn, docCode.remarkCodeInfo],
            // The file each version's page comes from; none for the API reference, which TypeDoc writes.
            editUrl: ({versionDocsDirPath, docPath}) =>
              docPath.startsWith('api/') ? undefined : `${repositoryUrl}/edit/main/${versionDocsDirPath}/${docPath}`,
            showLastUpdateTime: !undated,
          },
          pages: {beforeDefaultRemarkPlugins: [docCode.remarkIncludes, docCode.remarkCodeInfo]},
          blog: false,
          theme: {customCss: './src/css/custom.css'},
          sitemap: {lastmod: undated ? null : 'date', ignorePatterns: [`${baseUrl}search`]},
        } satisfies Preset.Options,
      ],
    ],

    plugins: [
      // First: see its postBuild. PAINT_FIRST=off leaves it out (`npm run bench:ablation` measures what it buys).
      process.env.PAINT_FIRST !== 'off' && ['./plugins/paint-first/index.ts', {}],
      // TypeDoc's options and plugins are in typedoc.json.
      ['docusaurus-plugin-typedoc', {}],
      // In `npm start`, regenerates the API pages when library/src changes (inert in builds).
      ['./plugins/typedoc-live/index.ts', {}],
      [docCode.plugin, {}],
      ['./plugins/last-update-from-git/index.ts', {problem: undated}],
      ['./plugins/content-security-policy/index.ts', {origins: analytics ? [new URL(analytics.src).origin] : []}],
      [
        '@signalwire/docusaurus-plugin-llms-txt',
        {
          siteDescription: summary,
          onRouteError: 'throw',
          logLevel: 0,
          depth: 3,
          includeOrder: [`${baseUrl}docs/main/**`, `${baseUrl}docs/api/**`],
          content: {
            enableLlmsFullTxt: true,
            relativePaths: false,
            // The API's category pages list the pages that llms.txt lists too.
            includeGeneratedIndex: false,
            // The latest release only: not the unreleased docs nor older releases (no Markdown copies of them either).
            includeVersionedDocs: false,
            excludeRoutes: [`${baseUrl}search`],
            routeRules: [
              {route: `${baseUrl}docs/api/**`, categoryName: 'API reference'},
              {route: `${baseUrl}docs/main/**`, categoryName: 'Guides'},
            ],
            beforeDefaultRehypePlugins: [rehypeDocusaurusHtml(baseUrl)],
          },
        } satisfies LlmsTxtOptions,
      ],
      ['./plugins/agent-discovery/index.ts', {}],
      ['./plugins/robots-txt/index.ts', {}],
      process.env.RSDOCTOR === 'true' && ['rsdoctor', {}],
    ],

    themes: [
      [
        '@easyops-cn/docusaurus-search-local',
        {
          hashed: true,
          indexBlog: false,
          explicitSearchResultPath: true,
          // Words are indexed by their stem ("generate" as "gener"): a typo can be two edits from it.
          fuzzyMatchingDistance: 2,
          // src/theme/SearchBar listens for it too until the search bar's code has loaded.
          searchBarShortcutKeymap: searchShortcut,
          // Cards repeat the pages they link to; the quick info of names in code repeats the API reference.
          ignoreCssSelectors: ["article[class*='docCardListItem']", '[popover]'],
        } satisfies Partial<SearchOptions>,
      ],
    ],

    themeConfig: {
      image: 'img/social-card.png',
      metadata: [
        {property: 'og:site_name', content: 'Actuatorjs'},
        {property: 'og:image:width', content: '1200'},
        {property: 'og:image:height', content: '630'},
        {property: 'og:image:alt', content: `Actuatorjs: ${summary}`},
        {name: 'twitter:image:alt', content: `Actuatorjs: ${summary}`},
      ],
      colorMode: {respectPrefersColorScheme: true},
      announcementBar:
        libraryVersion === undefined
          ? undefined
          : {
              id: `release-${libraryVersion}`,
              content: `actuatorjs ${libraryVersion} is on npm: <a href="${baseUrl}docs/main/install">install it</a> and expose <code>/actuator/health</code> in minutes.`,
              backgroundColor: '#1d3b2a',
              textColor: '#ffffff',
            },
      navbar: {
        title: 'Actuatorjs',
        hideOnScroll: true,
        logo: {alt: 'Actuatorjs logo', src: 'img/logo.svg', width: 32, height: 32},
        items: [
          {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
          {type: 'search'},
          {
            type: 'docsVersionDropdown',
            dropdownItemsAfter: [{href: `${externalLinks[1].href}?activeTab=versions`, label: 'All releases'}],
          },
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
      prism: {
        theme: prismThemes.vsLight,
        darkTheme: prismThemes.dracula,
        // Besides those prism-react-renderer bundles; tests/source/code-highlighting.test.ts lists the docs' languages.
        additionalLanguages: ['bash'],
      },
    } satisfies Preset.ThemeConfig,
  } satisfies Config;
}
