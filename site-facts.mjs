// @ts-check
/**
 * Facts that the config, the plugins, the components, the scripts and the tests share, each written once. It imports
 * nothing, so that any of them can import it; plain JavaScript, so that TypeDoc's plugins (typedoc/) can too. The
 * browser gets only what a component uses; what comes from the environment is a function, read in Node only.
 */

/**
 * Where the site is served, and its analytics. SITE_URL and BASE_URL preview the GitHub Pages project site elsewhere;
 * ANALYTICS=off leaves out Umami, the project's own. Tests read them from the build (tests/support/built-site.ts).
 */
export function siteEnvironment() {
  const {SITE_URL, BASE_URL, ANALYTICS, ANALYTICS_SRC, ANALYTICS_WEBSITE_ID} = process.env;
  const analytics = {
    src: ANALYTICS_SRC ?? 'https://umami.transprot.eu/script.js',
    websiteId: ANALYTICS_WEBSITE_ID ?? '666350b6-f65d-4db5-975e-dd2e39d9385e',
  };
  return {
    siteUrl: SITE_URL ?? 'https://actuatorjs.github.io',
    baseUrl: BASE_URL ?? '/actuatorjs/',
    analytics: ANALYTICS === 'off' ? undefined : analytics,
  };
}

export const packageName = '@actuatorjs/actuatorjs';
export const repositoryUrl = 'https://github.com/actuatorjs/actuatorjs';

/** External links of the navbar, the footer and the home page. */
export const externalLinks = [
  {label: 'GitHub', href: repositoryUrl, ariaLabel: 'Source repository on GitHub'},
  {label: 'npm', href: `https://www.npmjs.com/package/${packageName}`, ariaLabel: 'Package on the npm registry'},
  {label: 'Author', href: 'https://github.com/hadestructhor', ariaLabel: "Author's GitHub profile"},
];

/** The keys that focus the search box (the search plugin's shortcut option; `mod` is Ctrl, or ⌘ on a Mac). */
export const searchShortcut = 'mod+k';

/**
 * The build's list of the pages llms.txt lists, for the WebMCP tools (plugins/agent-discovery writes it), under the
 * base URL; each page with its path on the site.
 * @typedef {{title: string; path: string; description: string}} AgentPage
 */
export const pagesFile = 'agent-pages.json';

/** Every JSON response the pages show (```json file=<rootDir>/src/data/samples/…), checked against real runs. */
export const SAMPLES = 'src/data/samples';

/** The TypeDoc data of the current docs, which typedoc/doc-code.mjs writes for plugins/doc-code. */
export const API_JSON = '.docusaurus/doc-code/api.json';

/**
 * Where `npm run release-docs` freezes a release: its docs, copies of the files their code blocks include (where
 * their `file=<rootDir>/…` reads), and what plugins/doc-code computed for them.
 * @param {string} name
 */
export function frozenRelease(name) {
  const dir = `versioned_docs/version-${name}`;
  return {dir, included: `${dir}/_included`, docCode: `${dir}/_doc-code.json`};
}
