import {siteConfig} from '../../support/built-site';
import {libraryExports} from '../../support/library-exports';

// The API pages: an export's heading is its name, a function's "getInfo()".
const apiPages = libraryExports();

/** The spec's route table, with the heading each page shows; paths relative to the base URL. */
export const routes: {path: string; heading: string | RegExp}[] = [
  {path: '/', heading: siteConfig.title},
  {path: '/docs', heading: 'Actuatorjs documentation'},
  {path: '/docs/main/introduction', heading: 'Introduction'},
  {path: '/docs/main/install', heading: 'Installation'},
  {path: '/docs/main/examples', heading: 'Examples'},
  {path: '/docs/main/guides', heading: 'Guides'},
  {path: '/docs/main/guides/actuator', heading: 'Actuator'},
  {path: '/docs/main/guides/health', heading: 'Health'},
  {path: '/docs/main/guides/info', heading: 'Info'},
  {path: '/docs/api', heading: 'API reference'},
  {path: '/docs/api/classes', heading: 'Classes'},
  {path: '/docs/api/functions', heading: 'Functions'},
  {path: '/docs/api/interfaces', heading: 'Interfaces'},
  {path: '/docs/api/type-aliases', heading: 'Type aliases'},
  ...apiPages.map(({name, folder, route}) => ({
    path: `/docs${route}`,
    heading: folder === 'functions' ? `${name}()` : name,
  })),
];

/** The heading the spec's table names for a page, or any heading at all for a page it does not list. */
export const headingOf = (path: string) => routes.find((route) => route.path === path)?.heading ?? /\S/;
