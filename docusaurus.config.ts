import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import {themes as prismThemes} from 'prism-react-renderer';
import {codeImport} from 'remark-code-import';
import type {Options as CspOptions} from './plugins/content-security-policy';
import rehypeDocusaurusHtml from './llms-txt/docusaurus-html';
import {createDocCode} from './plugins/doc-code';
import {undatedBecause} from './plugins/last-update-from-git';
import {externalLinks, repositoryUrl} from './src/data/links';

// Deployment: the GitHub Pages project site. Override to preview elsewhere.
const siteUrl = process.env.SITE_URL ?? 'https://actuatorjs.github.io';
const baseUrl = process.env.BASE_URL ?? '/actuatorjs/';

// Analytics: the project's own Umami instance, one script on every page,
// tracking only on the production host and honouring Do Not Track.
// ANALYTICS_SRC and ANALYTICS_WEBSITE_ID point elsewhere; ANALYTICS=off leaves it out.
const analytics = {
  enabled: process.env.ANALYTICS !== 'off',
  src: process.env.ANALYTICS_SRC ?? 'https://umami.transprot.eu/script.js',
  websiteId: process.env.ANALYTICS_WEBSITE_ID ?? '666350b6-f65d-4db5-975e-dd2e39d9385e',
  domains: new URL(siteUrl).hostname,
};
// The one host besides the site that pages load code from and send data to.
const analyticsOrigins = analytics.enabled ? [new URL(analytics.src).origin] : [];

// RSDOCTOR=true builds with Rsdoctor's bundle analysis (a report to open in the browser).
const isRsdoctor = process.env.RSDOCTOR === 'true';

// A broken anchor or Markdown link is a warning when you build, as Docusaurus
// leaves it, and fails the build that `npm test` makes (STRICT_LINKS=true).
const onBrokenLinkInPage = process.env.STRICT_LINKS === 'true' ? 'throw' : 'warn';

// "Edit this page" links open the source file on this branch of the repository.
const editBranch = 'main';

// One sentence on the library: the llms.txt summary and the social card's alt text.
const summary =
  'actuatorjs gives JavaScript services Spring Boot Actuator-style health checks and application info endpoints, on Node.js, Deno and Bun.';

// The version of @actuatorjs/actuatorjs these docs describe.
const documentedLibraryVersion = '0.0.5';

// Code blocks with `file=<rootDir>/examples/….ts` show that file, which the tests run.
const codeFromFiles = [codeImport, {rootDir: __dirname}] as const;

export default async function createConfig(): Promise<Config> {
  // Names in code show their types and link to the API, API pages list their uses, sample
  // responses link to their fields' table (plugins/doc-code): its plugin and remark steps share it.
  const docCode = createDocCode();
  // Pages' "Last updated" dates and the sitemap's lastmod come from git history;
  // a build from a source archive or a shallow clone leaves them out, with one
  // warning (plugins/last-update-from-git). `npm start` shows placeholder dates.
  const undated = process.env.NODE_ENV === 'production' ? undatedBecause(__dirname) : undefined;

  return {
    title: 'Actuatorjs',
    tagline: 'Actuators are cool',
    favicon: 'img/favicon.svg',
    url: siteUrl,
    baseUrl,
    trailingSlash: false,
    organizationName: 'actuatorjs',
    projectName: 'actuatorjs',

    onBrokenLinks: 'throw',
    onBrokenAnchors: onBrokenLinkInPage,
    onBrokenMarkdownLinks: onBrokenLinkInPage,
    onDuplicateRoutes: 'warn',

    i18n: {defaultLocale: 'en', locales: ['en']},

    clientModules: ['./src/clientModules/webmcp.ts'],

    future: {
      v4: true,
      experimental_faster: true,
    },

    headTags: [{tagName: 'meta', attributes: {name: 'referrer', content: 'strict-origin-when-cross-origin'}}],

    scripts: analytics.enabled
      ? [
          {
            src: analytics.src,
            async: true,
            defer: true,
            'data-website-id': analytics.websiteId,
            'data-domains': analytics.domains,
            'data-do-not-track': 'true',
          },
        ]
      : [],

    presets: [
      [
        'classic',
        {
          docs: {
            path: 'docs',
            routeBasePath: 'docs',
            sidebarPath: './sidebars.ts',
            beforeDefaultRemarkPlugins: [codeFromFiles, docCode.remarkApiUsedIn, docCode.remarkCodeInfo],
            versions: {current: {label: documentedLibraryVersion}},
            // Hand-written pages link to their source; the API pages under
            // docs/api are generated from library/src (TSDoc), so they get none.
            editUrl: ({docPath}) =>
              docPath.startsWith('api/') ? undefined : `${repositoryUrl}/edit/${editBranch}/docs/${docPath}`,
            showLastUpdateTime: !undated,
          },
          // The home page's snippet is examples/quick-start.ts (src/pages/_quick-start.mdx).
          pages: {beforeDefaultRemarkPlugins: [codeFromFiles, docCode.remarkCodeInfo]},
          blog: false,
          theme: {customCss: './src/css/custom.css'},
          sitemap: {
            lastmod: undated ? null : 'date',
            // The search page has no content of its own to index.
            ignorePatterns: [`${baseUrl}search`],
          },
        } satisfies Preset.Options,
      ],
    ],

    plugins: [
      // Pages paint before the app's scripts run. First: see its postBuild.
      ['./plugins/paint-first/index.ts', {}],
      // API pages from library/src: all of TypeDoc's options, its plugins too, are in typedoc.json.
      // While `npm start` runs, `npm run docusaurus generate-typedoc` writes them again after a library change.
      ['docusaurus-plugin-typedoc', {}],
      // Titles and routes for the doc-code remark steps; recompiles pages when the code they show changes.
      [docCode.plugin, {}],
      ['./plugins/last-update-from-git/index.ts', {problem: undated}],
      [
        './plugins/content-security-policy/index.ts',
        {scriptOrigins: analyticsOrigins, connectOrigins: analyticsOrigins} satisfies CspOptions,
      ],
      // llms.txt, llms-full.txt and each docs page as Markdown beside its HTML, converted from the built HTML.
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
            excludeRoutes: [`${baseUrl}search`],
            routeRules: [
              {route: `${baseUrl}docs/api/**`, categoryName: 'API reference'},
              {route: `${baseUrl}docs/main/**`, categoryName: 'Guides'},
            ],
            beforeDefaultRehypePlugins: [rehypeDocusaurusHtml(baseUrl)],
          },
        } satisfies LlmsTxtOptions,
      ],
      // ai-catalog.json, linked from every page: llms.txt, llms-full.txt and the agent skill file static/SKILL.md.
      ['./plugins/agent-discovery/index.ts', {}],
      isRsdoctor && ['rsdoctor', {}],
    ],

    themes: [
      [
        '@easyops-cn/docusaurus-search-local',
        {
          hashed: true,
          indexBlog: false,
          indexPages: false,
          docsRouteBasePath: 'docs',
          language: ['en'],
          highlightSearchTermsOnTargetPage: false,
          explicitSearchResultPath: true,
          // Typos: words are indexed by their stem ("generate" as "gener"), so a
          // word typed one letter off can be two edits from its stem ("generat").
          // Exact matches are still listed first; fuzzy ones fill the rest.
          fuzzyMatchingDistance: 2,
          // Cards repeat the titles and descriptions of the pages they link to;
          // the quick info of names in code repeats the API reference.
          ignoreCssSelectors: ["article[class*='docCardListItem']", '[popover]'],
          searchBarShortcutHint: true,
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
      colorMode: {
        defaultMode: 'light',
        respectPrefersColorScheme: true,
      },
      announcementBar: {
        id: `release-${documentedLibraryVersion}`,
        content: `actuatorjs ${documentedLibraryVersion} is on npm: <a href="${baseUrl}docs/main/install">install it</a> and expose <code>/actuator/health</code> in minutes.`,
        backgroundColor: '#1d3b2a',
        textColor: '#ffffff',
        isCloseable: true,
      },
      navbar: {
        title: 'Actuatorjs',
        hideOnScroll: true,
        logo: {alt: 'Actuatorjs logo', src: 'img/logo.svg', width: 32, height: 32},
        items: [
          {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
          {type: 'search', position: 'right'},
          {
            type: 'docsVersionDropdown',
            position: 'right',
            dropdownItemsAfter: [{href: `${externalLinks[1].href}?activeTab=versions`, label: 'All releases'}],
          },
          {type: 'localeDropdown', position: 'right'},
          ...externalLinks.map(({label, href, ariaLabel}) => ({
            label,
            href,
            'aria-label': ariaLabel,
            position: 'right' as const,
          })),
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              {label: 'Introduction', to: '/docs/main/introduction'},
              {label: 'Installation', to: '/docs/main/install'},
              {label: 'Examples', to: '/docs/main/examples'},
            ],
          },
          {
            title: 'Links',
            items: externalLinks.map(({label, href}) => ({label, href})),
          },
        ],
        copyright: 'Copyright © 2025 actuatorjs.',
      },
      docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      prism: {
        theme: prismThemes.vsLight,
        darkTheme: prismThemes.dracula,
        // Besides the languages prism-react-renderer bundles (JavaScript,
        // TypeScript, JSON, YAML…). tests/source/code-highlighting.test.ts fails
        // when the docs use a language neither provides.
        additionalLanguages: ['bash'],
      },
    } satisfies Preset.ThemeConfig,
  } satisfies Config;
}
