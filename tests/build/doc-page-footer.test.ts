import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Element} from 'hast';
import {describe, expect, it} from 'vitest';
import {repositoryUrl} from '../../src/data/links';
import {routes} from '../e2e/support/routes';
import {attribute, type BuiltPage, builtDocs, builtPage} from '../support/built-site';
import {libraryExports} from '../support/library-exports';

/** The ISO date of the last commit touching `path`, if it has one. */
function lastCommitDate(path: string): string | undefined {
  const log = spawnSync('git', ['log', '-1', '--format=%cI', '--', path], {encoding: 'utf8'});
  return log.stdout?.trim() || undefined;
}

const repositoryRoot = join(import.meta.dirname, '..', '..');
// Every doc page of the build; generated category index pages are no docs: no source, no date.
const docs = builtDocs();
const isGenerated = (source: string) => source.startsWith('docs/api/');
const handWritten = docs.filter(({source}) => !isGenerated(source));
const generated = docs.filter(({source}) => isGenerated(source));

const found = (page: BuiltPage, name: string, test: (tag: Element) => boolean | undefined, value: string) =>
  attribute(page.elements(name).find(test), value);
const editLinkOf = (page: BuiltPage) =>
  found(page, 'a', (tag) => attribute(tag, 'className')?.includes('theme-edit-this-page'), 'href');
const dateOf = (page: BuiltPage) =>
  found(page, 'time', (tag) => attribute(tag, 'itemProp') === 'dateModified', 'dateTime');

describe('the doc pages checked here', () => {
  it("are every doc page of the build: the spec table's hand-written pages, the API index and a page per export", () => {
    const specPages = routes.map(({path}) => path).filter((path) => path.startsWith('/docs') && !isApi(path));
    expect(handWritten.map(({route}) => route)).toEqual(expect.arrayContaining(specPages));
    expect(generated.map(({route}) => route).sort()).toEqual(
      ['/docs/api', ...libraryExports().map(({route}) => route)].sort(),
    );
  });
});

function isApi(path: string): boolean {
  return path === '/docs/api' || path.startsWith('/docs/api/');
}

describe('"Edit this page" links', () => {
  for (const {route, source} of handWritten) {
    it(`${route} links to its source file, ${source}`, () => {
      expect(editLinkOf(builtPage(route))).toBe(`${repositoryUrl}/edit/main/${source}`);
      expect(existsSync(join(repositoryRoot, source)), source).toBe(true);
    });
  }

  it('is absent from the generated API pages (edit the TSDoc in library/src instead)', () => {
    for (const {route} of generated) expect(editLinkOf(builtPage(route)), route).toBeUndefined();
  });
});

describe('"Last updated" dates', () => {
  for (const {route, source} of docs) {
    // Docusaurus dates a page by the last commit of its file; typedoc/front-matter.mjs
    // dates the API pages by the last commit touching library/src.
    const datedBy = isGenerated(source) ? 'library/src' : source;
    const committed = lastCommitDate(datedBy);

    if (committed === undefined) {
      it(`${route} shows no date, since ${datedBy} has no commit yet (commit it, and the next build dates it)`, () => {
        expect(dateOf(builtPage(route)), `${datedBy} has no commit, yet its page shows a date`).toBeUndefined();
      });
      continue;
    }

    it(`${route} shows when ${datedBy} last changed`, () => {
      const datetime = dateOf(builtPage(route));
      expect(
        datetime,
        `${route} shows no "Last updated" date, yet ${datedBy} was committed on ${committed}: build again (npm run build) so that Docusaurus reads the date from git`,
      ).toBeDefined();
      const date = new Date(datetime ?? '');
      expect(Number.isNaN(date.getTime())).toBe(false);
      // Docusaurus shows a fixed fake date outside production builds.
      expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2025);
    });
  }
});
