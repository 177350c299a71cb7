import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repositoryUrl} from '../../src/data/links';
import {attribute, type BuiltPage, builtPage, repoRoot, sitemapRoutes, textOf} from '../support/built-site';
import {libraryExports} from '../support/library-exports';

/** The source of a hand-written doc page: `/docs/main/install` is docs/main/install.mdx, `/docs` docs/index.mdx. */
const sourceOf = (route: string) =>
  [`${route.slice(1)}.mdx`, `${route.slice(1)}.md`, `${route.slice(1)}/index.mdx`].find((file) =>
    existsSync(join(repoRoot, file)),
  );
const docRoutes = sitemapRoutes().filter((route) => route.startsWith('/docs'));
const handWritten = docRoutes.filter((route) => !route.startsWith('/docs/api'));
// The API pages come from library/src: the index and a page per export (the categories' indexes are lists of them).
const generated = ['/docs/api', ...libraryExports().map(({route}) => route)];

const editLinkOf = (page: BuiltPage) =>
  page.elements('a').flatMap((link) => (textOf(link).trim() === 'Edit this page' ? [attribute(link, 'href')] : []));
const datesOf = (page: BuiltPage) =>
  page
    .elements('time')
    .flatMap((time) => (attribute(time, 'itemProp') === 'dateModified' ? [attribute(time, 'dateTime')] : []));
const lastCommit = (path: string) =>
  spawnSync('git', ['log', '-1', '--format=%cI', '--', path], {cwd: repoRoot, encoding: 'utf8'}).stdout.trim();

describe('a hand-written doc page links to its source for editing, and says when it last changed', () => {
  it("covers the spec's hand-written pages", () => {
    expect(handWritten).toEqual(expect.arrayContaining(['/docs', '/docs/main/introduction', '/docs/main/guides/info']));
  });

  it.each(handWritten)('%s', (route) => {
    const source = sourceOf(route);
    expect(source, 'its source file').toBeDefined();
    expect(editLinkOf(builtPage(route))).toEqual([`${repositoryUrl}/edit/main/${source}`]);
    expectDatedBy(builtPage(route), source ?? '');
  });
});

describe('an API page has no "Edit this page" link, and is dated by the last change to library/src', () => {
  it.each(docRoutes.filter((route) => route.startsWith('/docs/api')))('%s has no edit link', (route) => {
    expect(editLinkOf(builtPage(route))).toEqual([]);
  });

  it.each(generated)('%s is dated', (route) => expectDatedBy(builtPage(route), 'library/src'));
});

function expectDatedBy(page: BuiltPage, path: string): void {
  const committed = lastCommit(path);
  // Not committed yet: the next build after a commit dates it.
  if (!committed) {
    expect(datesOf(page), `${path} has no commit, yet its page shows a date`).toEqual([]);
    return;
  }
  const [datetime = ''] = datesOf(page);
  expect(datetime, `${path} was committed on ${committed}: build again to date it from git`).not.toBe('');
  // Docusaurus shows a fixed fake date outside production builds.
  expect(new Date(datetime).getUTCFullYear()).toBeGreaterThanOrEqual(2025);
}
