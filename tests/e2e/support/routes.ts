// BASE_URL as docusaurus.config.ts reads it, without its trailing slash; Vitest sets BASE_URL to Vite's base ('/').
export const baseUrl = ((process.env.VITEST ? undefined : process.env.BASE_URL) ?? '/actuatorjs/').replace(/\/$/, '');

export const apiPages = {
  classes: ['AbstractHealthIndicator', 'Actuator', 'HealthCheck', 'SimpleHealthIndicator'],
  functions: ['getInfo', 'getJavascriptInfo', 'getOutDirFromPackageJson', 'getRuntimeInfo'],
  interfaces: ['HealthCheckResult', 'HealthIndicator', 'HealthResult'],
  'type-aliases': ['HealthStatus'],
} as const;

/** The spec's route table, with the heading each page shows; paths relative to the base URL. */
export const routes: {path: string; heading: string | RegExp}[] = [
  {path: '/', heading: 'Actuatorjs'},
  {path: '/docs', heading: 'Actuatorjs documentation'},
  {path: '/docs/main/introduction', heading: 'Introduction'},
  {path: '/docs/main/install', heading: 'Installation'},
  {path: '/docs/main/examples', heading: 'Examples'},
  {path: '/docs/main/guides', heading: 'Guides'},
  {path: '/docs/main/guides/actuator', heading: 'Actuator'},
  {path: '/docs/main/guides/health', heading: 'Health'},
  {path: '/docs/main/guides/info', heading: 'Info'},
  {path: '/docs/api', heading: 'API reference'},
  ...Object.entries(apiPages).flatMap(([category, names]) => [
    // The category indexes: "Classes", …, "Type aliases".
    {path: `/docs/api/${category}`, heading: `${category[0]?.toUpperCase()}${category.slice(1).replace('-', ' ')}`},
    ...names.map((name) => ({
      path: `/docs/api/${category}/${name}`,
      // TypeDoc titles function pages with call parentheses: "getInfo()".
      heading: category === 'functions' ? `${name}()` : name,
    })),
  ]),
];

/** The heading the spec's table names for a page, or any heading at all for a page it does not list. */
export function headingOf(path: string): string | RegExp {
  return routes.find((route) => route.path === path)?.heading ?? /\S/;
}
