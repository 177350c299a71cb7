import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiPages} from '../e2e/support/routes';
import {buildDir, builtDocs, builtPage, htmlFileOf, sitemapRoutes, textOf} from '../support/built-site';
import {libraryExports} from '../support/library-exports';

// TypeDoc writes a page for each export of library/src/index.ts; the
// sidebar's API categories list each folder of docs/api (sidebars.ts).
const exports = libraryExports();
const sitemap = sitemapRoutes();
const docs = builtDocs();

describe('the API reference has a page for every export of the library', () => {
  it('reads the exports of the spec among them', () => {
    const specPages = Object.entries(apiPages).flatMap(([folder, names]) =>
      names.map((name) => `/docs/api/${folder}/${name}`),
    );
    expect(exports.map(({route}) => route)).toEqual(expect.arrayContaining(specPages));
  });

  for (const {name, folder, route} of exports) {
    it(`${name}: ${route} is built, headed by its name, in the sitemap and in the docs sidebar`, () => {
      expect(existsSync(join(buildDir, htmlFileOf(route))), `no page at ${route}: did the build run TypeDoc?`).toBe(
        true,
      );
      const [h1] = builtPage(route).elements('h1');
      const heading = h1 && textOf(h1);
      expect(heading).toBe(folder === 'functions' ? `${name}()` : name);
      expect(sitemap).toContain(route);
      expect(
        docs.find((doc) => doc.route === route)?.sidebar,
        `${route} is in no sidebar: give docs/api/${folder} a category in apiCategories (sidebars.ts)`,
      ).toBe('docs');
    });
  }
});
