import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {frozenReleases, publishedVersion} from '../../plugins/releases';
import {API_JSON, frozenRelease, packageName, repositoryUrl} from '../../site-facts.mjs';
import {attribute, baseUrl, buildDir, builtRoutes, contentLinks, repoRoot} from '../support/built-site';
import {select, selectAll, textOf} from '../support/built-site';
import {fileBytes, pageAssets} from './page-assets';

// Two releases, as README says to make them, in a copy of the site (the files git lists, uncommitted work included):
// release-docs freezes today's version; the pin moves on, a function gains an optional parameter, an export and a
// guide's paragraph are added; release-docs freezes that; the pin moves on. The copy builds with both releases
// (BUILT_RELEASES=2, into `two/`) and as by default (none, into `build/`).
const patch = (version: string) => version.replace(/\d+$/, (number) => String(Number(number) + 1));
const first = publishedVersion();
// The releases the repository has frozen already, newest first: they follow the two made here.
const earlier = frozenReleases();
const [second, third] = [patch(first), patch(patch(first))];
const [guide, paragraph] = ['docs/main/guides/health.mdx', 'A paragraph written for the second release.'];
const [changed, added] = ['getOutDirFromPackageJson', 'isBun'];
const copy = mkdtempSync(join(tmpdir(), 'actuatorjs-release-'));
// build/'s base URL (Vitest sets BASE_URL and NODE_ENV for itself).
const env = {...process.env, NODE_ENV: undefined, BASE_URL: `${baseUrl}/`};
Object.assign(env, {STRICT_LINKS: 'true', NO_UPDATE_NOTIFIER: '1'});
const run = (command: string, args: string[], releases = '0') =>
  execFileSync(command, args, {cwd: copy, env: {...env, BUILT_RELEASES: releases}, stdio: 'pipe', maxBuffer: 2 ** 26});
const read = (...path: string[]) => readFileSync(join(...path), 'utf-8');
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(copy, file), change(read(copy, file)));
const bump = (from: string, to: string) =>
  edit('package.json', (text) => text.replace(`"npm:${packageName}@${from}"`, `"npm:${packageName}@${to}"`));
const commit = () => run('git', ['add', '-A']) && run('git', ['commit', '-qm', 'release step']);
const releaseDocs = () => spawnSync('npm', ['run', 'release-docs'], {cwd: copy, env, encoding: 'utf8'});
const refusals: Partial<Record<'frozen' | 'uncommitted', ReturnType<typeof releaseDocs>>> = {};

beforeAll(() => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: repoRoot, encoding: 'utf8'});
  for (const file of files.split('\0').filter((file) => file && existsSync(join(repoRoot, file))))
    cpSync(join(repoRoot, file), join(copy, file));
  // The packages, with a cache of the copy's own.
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(repoRoot, 'node_modules')).filter((name) => name !== '.cache'))
    symlinkSync(join(repoRoot, 'node_modules', entry), join(copy, 'node_modules', entry));
  run('git', ['init', '-q']);
  run('git', ['config', 'user.email', 'release@test']) && run('git', ['config', 'user.name', 'release test']);
  commit();
  run('npm', ['run', 'release-docs']);
  refusals.frozen = releaseDocs();
  commit();
  bump(first, second);
  edit(`library/src/info/${changed}.ts`, (text) =>
    text
      .replace(`${changed}(): `, `${changed}(cwd?: string): `)
      .replace('resolve(process.cwd(),', 'resolve(cwd ?? process.cwd(),'),
  );
  writeFileSync(
    join(copy, `library/src/info/${added}.ts`),
    `/** Whether the code runs on Bun. */\nexport function ${added}(): boolean {\n  return 'Bun' in globalThis;\n}\n`,
  );
  edit('library/src/index.ts', (text) => `${text}export {${added}} from './info/${added}';\n`);
  edit(guide, (text) => `${text}\n${paragraph}\n`);
  refusals.uncommitted = releaseDocs();
  commit();
  run('npm', ['run', 'release-docs']);
  commit();
  bump(second, third);
  run('npx', ['docusaurus', 'build', '--out-dir', 'two'], '2');
  run('npx', ['docusaurus', 'build']);
}, 600_000);
afterAll(() => rmSync(copy, {recursive: true, force: true}));

const docRoutes = (dir: string) => builtRoutes(dir).filter((route) => /^\/docs(\/|$)/.test(route));
const page = (dir: string, route: string) => fromHtml(read(dir, `${route.slice(1)}.html`));
const [two, frozenPath] = [join(copy, 'two'), (name: string) => `/docs/${name}`];
/** The version a route of `two/` belongs to: a release's pages are at /docs/<name>/…, the current docs' at /docs/…. */
const versionOf = (route: string) =>
  [first, second].find((name) => `${route}/`.startsWith(`${frozenPath(name)}/`)) ?? 'current';

/**
 * A page's main landmark, an element a line, with React's ids numbered in order and no CSS modules' hashes; `as`: as
 * the release `as` shows a page of build/'s (docs links to the release's, "Edit this page" to the frozen file). Left
 * out, as they differ by design: the version banner, the "Copy page" bar, the footer's date (only its links count).
 */
function contentOf(tree: Root, as?: string): string {
  const ids = new Map<string, string>();
  const value = (name: string, text: string) => {
    if (name === 'className') return text.replace(/_[\w-]{4}(?=,|$)/g, '');
    const numbered = text.replace(/«[^»]*»/g, (id) => ids.get(id) ?? (ids.set(id, `«${ids.size}»`).get(id) as string));
    if (as === undefined) return numbered;
    return numbered
      .replace(new RegExp(`^${baseUrl}/docs(?=$|[/#])`), `${baseUrl}${frozenPath(as)}`)
      .replace('/edit/main/docs/', `/edit/main/${frozenRelease(as).dir}/`);
  };
  const differs = (node: ElementContent) =>
    node.type === 'element' &&
    (attribute(node, 'role') === 'alert' || node.children.some((child) => textOf(child) === 'Copy page as Markdown'));
  const write = (node: ElementContent): string => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return '';
    if (node.tagName === 'footer') return selectAll('a', node).map(write).join('');
    const props = Object.entries(node.properties).map(([name, prop]) => ` ${name}=${value(name, String(prop))}`);
    const children = node.children.filter((child) => !differs(child)).map(write);
    return `\n<${node.tagName}${props.join('')}>${children.join('')}</${node.tagName}>`;
  };
  const main = select('main', tree);
  return main ? write(main) : '';
}

describe('release-docs freezes the current docs under the pinned version, once, from committed docs only', () => {
  it("lists the releases, newest first, and freezes the first's code data and included files as build/'s", () => {
    expect(JSON.parse(read(copy, 'versions.json'))).toEqual([second, first, ...earlier]);
    const api = JSON.parse(read(repoRoot, API_JSON));
    const frozen = JSON.parse(read(copy, frozenRelease(first).docCode));
    expect({...frozen, sources: undefined}).toEqual({...api, sources: undefined});
    for (const {file} of frozen.sources) expect(existsSync(join(copy, file)), file).toBe(true);
    const included = [...read(copy, frozenRelease(first).dir, 'main/examples.mdx').matchAll(/file=<rootDir>\/(\S+)/g)];
    expect(included.length).toBeGreaterThan(3);
    for (const [, file = ''] of included)
      expect(read(copy, frozenRelease(first).included, file)).toBe(read(repoRoot, file));
  });

  it('refuses a version frozen already, and uncommitted changes under docs/, saying why', () => {
    const {frozen, uncommitted} = refusals;
    expect([frozen?.status, frozen?.stderr]).toEqual([1, expect.stringContaining(`${first} is frozen already`)]);
    expect([uncommitted?.status, uncommitted?.stderr]).toEqual([1, expect.stringContaining(guide)]);
  });
});

describe("a frozen release's pages read as when they were current, and link only inside their release", () => {
  const current = docRoutes(buildDir);

  it.each(current)('%s, in the first release as in build/', (route) => {
    const expected = contentOf(page(buildDir, route), first);
    expect(expected).toContain('<h1');
    expect(contentOf(page(two, route.replace(/^\/docs/, frozenPath(first))))).toBe(expected);
  });

  it('shows a change to the docs in the release made after it only, and no "Copy page" on a release', () => {
    expect(textOf(page(two, `${frozenPath(second)}/main/guides/health`))).toContain(paragraph);
    expect(textOf(page(two, `${frozenPath(first)}/main/guides/health`))).not.toMatch(`${paragraph}|Copy page`);
    expect(textOf(page(two, '/docs/main/guides/health'))).toContain('Copy page as Markdown');
  });

  it.each([first, second, 'current'])('%s links only inside itself, code included', (name) => {
    const links = docRoutes(two)
      .filter((route) => versionOf(route) === name)
      .flatMap((route) => contentLinks(page(two, route)).map((href) => new URL(href, `http://site${baseUrl}${route}`)))
      .filter((url) => url.origin === 'http://site' && /^\/docs(\/|$)/.test(url.pathname.slice(baseUrl.length)))
      .map((url) => url.pathname.slice(baseUrl.length));
    expect(links.filter((link) => link.includes('/api/')).length).toBeGreaterThan(50);
    expect(links.filter((link) => versionOf(link) !== name)).toEqual([]);
  });
});

describe('what changed in the API shows on "All releases" and on the changed pages, and nothing else', () => {
  /** Each release's heading, docs link and changes: kind, name, declarations. */
  const releases = (dir: string) =>
    selectAll('section', page(dir, '/releases')).map((section) => ({
      heading: textOf(select('h2', section) ?? section).replace(/\u200b/g, ''),
      docs: selectAll('a', section).flatMap((link) => (/docs/.test(textOf(link)) ? [attribute(link, 'href')] : []))[0],
      changes: selectAll('li', section).map((item) =>
        [select('strong', item), select('code', item), ...selectAll('pre', item)].map((node) => textOf(node ?? item)),
      ),
    }));
  const note = (route: string) =>
    selectAll('div', page(two, route)).find((div) => /^(New|Changed) in/.test(textOf(div).trim()));

  it('lists each release, newest first, with the changes made for it', () => {
    const declaration = (parameters: string) => expect.stringMatching(new RegExp(`${changed}\\(${parameters}\\)`));
    expect(releases(two)).toEqual([
      {heading: `${third} (current)`, docs: `${baseUrl}/docs`, changes: []},
      {
        heading: second,
        docs: `${baseUrl}${frozenPath(second)}`,
        changes: [
          ['Changed', changed, declaration(''), declaration('cwd\\?: string')],
          ['New', added, expect.stringContaining(`${added}(): boolean`)],
        ],
      },
      // What `first` changed since the release before it, if any, is that release's; the current docs show it.
      {heading: first, docs: `${baseUrl}${frozenPath(first)}`, changes: earlier.length ? expect.any(Array) : []},
      ...earlier.map((name) =>
        expect.objectContaining({heading: name, docs: `${repositoryUrl}/tree/main/${frozenRelease(name).dir}`}),
      ),
    ]);
  });

  it('links a release the build leaves out to its Markdown in the repository', () => {
    expect(releases(join(copy, 'build')).map(({docs}) => docs)).toEqual([
      `${baseUrl}/docs`,
      ...[second, first, ...earlier].map((name) => `${repositoryUrl}/tree/main/${frozenRelease(name).dir}`),
    ]);
  });

  it('notes "Changed in" and "New in" on the API pages the release changed, and on no other', () => {
    // The first release's notes against a release before it are that release's (api-pages.test checks the notes).
    const mine = (route: string) => earlier.length === 0 || versionOf(route) !== first;
    const api = docRoutes(two).filter((route) => /\/api\/\w+\/\w+$/.test(route) && mine(route));
    const noted = api.filter((route) => note(route)).sort();
    expect(noted).toEqual([changed, added].map((name) => `${frozenPath(second)}/api/functions/${name}`));
    expect(textOf(note(noted[0] as string) as Element)).toContain(`Changed in ${second}:`);
    expect(textOf(note(noted[1] as string) as Element)).toContain(`New in ${second}.`);
  });
});

describe('JS per page does not grow with the releases', () => {
  it.each(builtRoutes(buildDir).filter((route) => route !== '/404'))("%s loads within 0.5 KB of build/'s", (route) => {
    const js = (siteDir: string) => fileBytes(pageAssets(baseUrl, route, siteDir).js, join(siteDir, 'build')).gzip;
    expect(Math.abs(js(copy) - js(repoRoot))).toBeLessThanOrEqual(512);
  });
});
