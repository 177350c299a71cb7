/**
 * The site's address and analytics, for docusaurus.config.ts and the scripts (Node only: environment variables); tests
 * read them from the build (tests/support/built-site.ts), as the site was built. SITE_URL and BASE_URL preview the
 * GitHub Pages project site elsewhere; ANALYTICS=off leaves out Umami, the project's own.
 */
export const siteUrl = process.env.SITE_URL ?? 'https://actuatorjs.github.io';
export const baseUrl = process.env.BASE_URL ?? '/actuatorjs/';
export const analytics =
  process.env.ANALYTICS === 'off'
    ? undefined
    : {
        src: process.env.ANALYTICS_SRC ?? 'https://umami.transprot.eu/script.js',
        websiteId: process.env.ANALYTICS_WEBSITE_ID ?? '666350b6-f65d-4db5-975e-dd2e39d9385e',
      };
