import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {PluginOptions as TypedocOptions} from 'docusaurus-plugin-typedoc';
import {themes as prismThemes} from 'prism-react-renderer';
import {externalLinks} from './src/data/links';

// Deployment: the GitHub Pages project site. Override to preview elsewhere.
const siteUrl = process.env.SITE_URL ?? 'https://actuatorjs.github.io';
const baseUrl = process.env.BASE_URL ?? '/actuatorjs/';

// Analytics (Umami): one script on every page, tracking only on the
// production host and honouring Do Not Track. ANALYTICS=off leaves it out.
const analytics = {
  enabled: process.env.ANALYTICS !== 'off',
  src: process.env.ANALYTICS_SRC ?? 'https://cloud.umami.is/script.js',
  websiteId:
    process.env.ANALYTICS_WEBSITE_ID ?? '6f1d2c1e-7a54-4a63-9a55-2d3f8f0c6b1e',
  domains: new URL(siteUrl).hostname,
};

// The version of @actuatorjs/actuatorjs these docs describe.
const documentedLibraryVersion = '0.0.5';

const config: Config = {
  title: 'Actuatorjs',
  tagline: 'Actuators are cool',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  organizationName: 'actuatorjs',
  projectName: 'actuatorjs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    v4: true,
    experimental_faster: true,
  },

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
          versions: {current: {label: documentedLibraryVersion}},
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['docusaurus-plugin-typedoc', {} satisfies Partial<TypedocOptions>],
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
        searchBarShortcutHint: true,
      } satisfies Partial<SearchOptions>,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: `release-${documentedLibraryVersion}`,
      content:
        `actuatorjs ${documentedLibraryVersion} is on npm: <a href="${baseUrl}docs/main/install">install it</a> and expose <code>/actuator/health</code> in minutes.`,
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
          dropdownItemsAfter: [
            {href: `${externalLinks[1].href}?activeTab=versions`, label: 'All releases'},
          ],
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
      additionalLanguages: ['bash', 'json', 'yaml'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
