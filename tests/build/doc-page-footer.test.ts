import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repositoryUrl} from '../../src/data/links';
import {apiPages, routes} from '../e2e/support/routes';
import {BuiltPage} from './support/built-page';

const repositoryRoot = join(import.meta.dirname, '..', '..');
// Category index pages are generated from the sidebar: no source, no date.
const categoryIndexes = Object.keys(apiPages).map((category) => `/docs/api/${category}`);
const docPages = routes
  .map(({path}) => path)
  .filter((path) => path.startsWith('/docs') && !categoryIndexes.includes(path));
const handWritten = docPages.filter((path) => !path.startsWith('/docs/api'));
const generated = docPages.filter((path) => path.startsWith('/docs/api'));

const editLinkOf = (page: BuiltPage) => page.tags('a').find((tag) => tag.class?.includes('theme-edit-this-page'))?.href;

describe('"Edit this page" links', () => {
  it('covers at least the hand-written pages of the spec table', () => {
    expect(handWritten.length).toBeGreaterThanOrEqual(8);
  });

  for (const path of handWritten) {
    it(`${path} links to its source file in the repository`, () => {
      const href = editLinkOf(new BuiltPage(path));
      const prefix = `${repositoryUrl}/edit/main/`;
      expect(href?.startsWith(prefix), href).toBe(true);
      const file = href?.slice(prefix.length) ?? '';
      expect(file).toMatch(/^docs\/.+\.mdx?$/);
      expect(existsSync(join(repositoryRoot, file)), file).toBe(true);
    });
  }

  it('is absent from the generated API pages (edit the TSDoc in library/src instead)', () => {
    for (const path of generated) expect(editLinkOf(new BuiltPage(path)), path).toBeUndefined();
  });
});

describe('"Last updated" dates', () => {
  for (const path of docPages) {
    it(`${path} shows when it last changed`, () => {
      const time = new BuiltPage(path).tags('time').find((tag) => tag.itemprop === 'dateModified');
      expect(time?.datetime, path).toBeDefined();
      const date = new Date(time?.datetime ?? '');
      expect(Number.isNaN(date.getTime())).toBe(false);
      // Docusaurus shows a fixed fake date outside production builds.
      expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2025);
    });
  }
});
