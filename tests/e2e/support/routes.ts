/**
 * The base URL as docusaurus.config.ts reads it (`BASE_URL`, default
 * `/actuatorjs/`), without its trailing slash. Vitest sets BASE_URL to Vite's
 * own base ('/'), so the build tests take the default.
 */
export const baseUrl = ((process.env.VITEST ? undefined : process.env.BASE_URL) ?? '/actuatorjs/').replace(/\/$/, '');

/** The spec's route table, with the heading each page shows; paths relative to the base URL. */
export type RouteRow = {path: string; heading: string | RegExp};

const apiPages = {
  classes: ['AbstractHealthIndicator', 'Actuator', 'HealthCheck', 'SimpleHealthIndicator'],
  functions: ['getInfo', 'getJavascriptInfo', 'getOutDirFromPackageJson', 'getRuntimeInfo'],
  interfaces: ['HealthCheckResult', 'HealthIndicator', 'HealthResult'],
  'type-aliases': ['HealthStatus'],
} as const;

const apiIndexHeadings: Record<keyof typeof apiPages, string> = {
  classes: 'Classes',
  functions: 'Functions',
  interfaces: 'Interfaces',
  'type-aliases': 'Type aliases',
};

export const routes: RouteRow[] = [
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
    {path: `/docs/api/${category}`, heading: apiIndexHeadings[category as keyof typeof apiPages]},
    ...names.map((name) => ({
      path: `/docs/api/${category}/${name}`,
      // TypeDoc titles function pages with call parentheses: "getInfo()".
      heading: category === 'functions' ? `${name}()` : name,
    })),
  ]),
];

export {apiPages};

/** The heading the spec's table names for a page, or any heading at all for a page it does not list. */
export function headingOf(path: string): string | RegExp {
  return routes.find((route) => route.path === path)?.heading ?? /\S/;
}
