// @ts-check
// Facts that the config, plugins, components, scripts and tests share, each written once. It imports nothing, so
// that all of them can import it, and is plain JavaScript, so that TypeDoc's plugins (typedoc/) can too.

/** From the environment, so in Node only: the site's address and analytics (README, "Environment variables"). */
export function siteEnvironment() {
  const {SITE_URL, BASE_URL, ANALYTICS, ANALYTICS_SRC, ANALYTICS_WEBSITE_ID} = process.env;
  const src = ANALYTICS_SRC ?? 'https://umami.transprot.eu/script.js';
  const analytics = {src, websiteId: ANALYTICS_WEBSITE_ID ?? '666350b6-f65d-4db5-975e-dd2e39d9385e'};
  const siteUrl = SITE_URL ?? 'https://actuatorjs.github.io';
  return {siteUrl, baseUrl: BASE_URL ?? '/actuatorjs/', analytics: ANALYTICS === 'off' ? undefined : analytics};
}

export const packageName = '@actuatorjs/actuatorjs';
export const repositoryUrl = 'https://github.com/actuatorjs/actuatorjs';
/** The navbar's, the footer's and the home page's. */
export const externalLinks = [
  {label: 'GitHub', href: repositoryUrl, ariaLabel: 'Source repository on GitHub'},
  {label: 'npm', href: `https://www.npmjs.com/package/${packageName}`, ariaLabel: 'Package on the npm registry'},
  {label: 'Author', href: 'https://github.com/hadestructhor', ariaLabel: "Author's GitHub profile"},
];
/** The keys that focus the search box (the search plugin's option; `mod` is Ctrl, or ⌘ on a Mac). */
export const searchShortcut = 'mod+k';

/** The pages llms.txt lists, for the WebMCP tools, under the base URL. @typedef {{title: string; path: string; description: string}} AgentPage */
export const pagesFile = 'agent-pages.json';
/** Every JSON response the pages show (```json file=<rootDir>/src/data/samples/…), checked against real runs. */
export const SAMPLES = 'src/data/samples';
/** The current docs' TypeDoc data, which typedoc/doc-code.mjs writes for plugins/doc-code. */
export const API_JSON = '.docusaurus/doc-code/api.json';
/** The toolchains' versions: the tests install them (scripts/toolchains.mjs), the pages name them, a release freezes them. */
export const toolchainVersions = 'tests/toolchains/package.json';
/** Where `npm run release-docs` freezes a release: its docs, the files their code includes, doc-code's data. */
export const frozenRelease = (/** @type {string} */ name, dir = `versioned_docs/version-${name}`) => ({
  dir,
  included: `${dir}/_included`,
  docCode: `${dir}/_doc-code.json`,
});
