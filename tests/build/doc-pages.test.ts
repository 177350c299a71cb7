import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repositoryUrl} from '../../site-facts.mjs';
import {attribute, type BuiltPage, builtPage, repoRoot} from '../support/built-site';
import {routesOf, textOf, versionOf, versions} from '../support/built-site';

/** The file a doc page is built from: `/docs/main/install` is <its version's folder>/main/install.mdx. */
function sourceOf(route: string): string | undefined {
  const {path = '', dir = ''} = versionOf(route) ?? {};
  const file = `${dir}${route.slice(path.length) || '/index'}`;
  return ['.mdx', '.md', '/index.mdx', '/index.md'].map((end) => file + end).find((f) => existsSync(join(repoRoot, f)));
}
const docRoutes = versions().flatMap(routesOf);
const isApi = (route: string) => route.startsWith(`${versionOf(route)?.path}/api`);
const handWritten = docRoutes.filter((route) => !isApi(route));
// The API pages TypeDoc writes (the index, a page per export), frozen with a release; not the categories' lists.
const generated = docRoutes.filter((route) => isApi(route) && sourceOf(route));

const editLinkOf = (page: BuiltPage) =>
  page.elements('a').flatMap((link) => (textOf(link).trim() === 'Edit this page' ? [attribute(link, 'href')] : []));
const datesOf = (page: BuiltPage) =>
  page.elements('time[itemprop=dateModified]').map((time) => attribute(time, 'dateTime'));
const lastCommit = (path: string) =>
  spawnSync('git', ['log', '-1', '--format=%cI', '--', path], {cwd: repoRoot, encoding: 'utf8'}).stdout.trim();

describe('a hand-written doc page links to its source for editing, and says when it last changed', () => {
  it("covers the spec's hand-written pages, every version's, and every version's API reference", () => {
    const roots = versions().map(({path}) => path);
    expect(handWritten).toEqual(expect.arrayContaining(['/docs/main/introduction', ...roots]));
    expect(generated).toEqual(expect.arrayContaining(roots.map((root) => `${root}/api`)));
  });

  it.each(handWritten)('%s', (route) => {
    const source = sourceOf(route);
    expect(source, 'its source file').toBeDefined();
    expect(editLinkOf(builtPage(route))).toEqual([`${repositoryUrl}/edit/main/${source}`]);
    expectDatedBy(builtPage(route), source ?? '');
  });
});

describe('an API page has no "Edit this page" link, and is dated by the last change to library/src', () => {
  it.each(docRoutes.filter(isApi))('%s has no edit link', (route) => {
    expect(editLinkOf(builtPage(route))).toEqual([]);
  });

  // A release's pages keep the date they had when it was frozen.
  it.each(generated)('%s is dated', (route) => {
    expectDatedBy(builtPage(route), versionOf(route)?.name === 'current' ? 'library/src' : (sourceOf(route) ?? ''));
  });
});

/** Undated before its first commit (the next build dates it); dated later than Docusaurus's fake date of dev builds. */
function expectDatedBy(page: BuiltPage, path: string): void {
  const [committed, [datetime = '']] = [lastCommit(path), datesOf(page)];
  if (!committed) expect(datesOf(page), `${path} has no commit, yet its page shows a date`).toEqual([]);
  else expect(new Date(datetime).getUTCFullYear(), `${path}, committed ${committed}`).toBeGreaterThanOrEqual(2025);
}
