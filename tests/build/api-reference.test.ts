import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {apiPages, baseUrl} from '../e2e/support/routes';
import {sitemapRoutes} from '../support/built-site';
import {libraryExports} from '../support/library-exports';
import {BuiltPage, htmlFileOf} from './support/built-page';
import {builtDocs} from './support/built-docs';

// TypeDoc writes a page for each export of library/src/index.ts; the
// sidebar's API categories list each folder of docs/api (sidebars.ts).
const exports = libraryExports();
const sitemap = sitemapRoutes();
const docs = builtDocs(baseUrl);

describe('the API reference has a page for every export of the library', () => {
  it('reads the exports of the spec among them', () => {
    const specPages = Object.entries(apiPages).flatMap(([folder, names]) =>
      names.map((name) => `/docs/api/${folder}/${name}`),
    );
    expect(exports.map(({route}) => route)).toEqual(expect.arrayContaining(specPages));
  });

  for (const {name, folder, route} of exports) {
    it(`${name}: ${route} is built, headed by its name, in the sitemap and in the docs sidebar`, () => {
      expect(existsSync(htmlFileOf(route)), `no page at ${route}: did the build run TypeDoc?`).toBe(true);
      const heading = new BuiltPage(route).html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '');
      expect(heading).toBe(folder === 'functions' ? `${name}()` : name);
      expect(sitemap).toContain(route);
      expect(
        docs.find((doc) => doc.route === route)?.sidebar,
        `${route} is in no sidebar: give docs/api/${folder} a category in apiCategories (sidebars.ts)`,
      ).toBe('docs');
    });
  }
});
