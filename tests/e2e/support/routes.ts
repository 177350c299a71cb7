import {siteConfig} from '../../support/built-site';
import {libraryExports} from '../../support/library-exports';

// TypeDoc's titles: "Classes", …, "Type aliases" for a category's index; a function's page "getInfo()".
const categoryTitle = (folder: string) => `${folder[0]?.toUpperCase()}${folder.slice(1).replace('-', ' ')}`;
const apiPages = libraryExports();
const categories = [...new Set(apiPages.map(({folder}) => folder))];

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
  ...categories.map((folder) => ({path: `/docs/api/${folder}`, heading: categoryTitle(folder)})),
  ...apiPages.map(({name, folder, route}) => ({
    path: `/docs${route}`,
    heading: folder === 'functions' ? `${name}()` : name,
  })),
];

/** The heading the spec's table names for a page, or any heading at all for a page it does not list. */
export const headingOf = (path: string) => routes.find((route) => route.path === path)?.heading ?? /\S/;
