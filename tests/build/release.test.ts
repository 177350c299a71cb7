import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {attribute, baseUrl, buildDir, builtRoutes, contentLinks, elementsOf, repoRoot} from '../support/built-site';
import {textOf, versions} from '../support/built-site';

/**
 * `npm run release-docs` in a copy of the site (its files as git lists them, uncommitted work included); a guide and
 * an included example change in the current docs and the copy builds, with a cold cache; the change is undone and it
 * builds again, with a warm one. The release's pages must read as the current docs' pages of build/ (built before the
 * release) in both builds, and link only inside their version; the current docs show the change in the first only.
 */
const [, ...released] = versions().map(({name}) => name);
const version = (released[0] ?? '0.0.0').replace(/\d+$/, (patch) => String(Number(patch) + 1));
const releases = [version, ...released];
const frozenDir = `versioned_docs/version-${version}`;
const [guide, example, newPage] = ['docs/main/guides/health.mdx', 'examples/express.ts', 'docs/main/only-next.mdx'];
const [newParagraph, newLine] = ['A paragraph written after the release.', '// A line written after the release.'];
const copy = mkdtempSync(join(tmpdir(), 'actuatorjs-release-'));
// build/'s base URL (Vitest sets BASE_URL and NODE_ENV for itself).
const env = {...process.env, NODE_ENV: undefined, BASE_URL: `${baseUrl}/`};
Object.assign(env, {STRICT_LINKS: 'true', NO_UPDATE_NOTIFIER: '1'});
const run = (command: string, ...args: string[]) =>
  execFileSync(command, args, {cwd: copy, env, encoding: 'utf8', stdio: 'pipe', maxBuffer: 2 ** 26});
const read = (...path: string[]) => readFileSync(join(...path), 'utf-8');

beforeAll(() => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: repoRoot, encoding: 'utf8'});
  for (const file of files.split('\0').filter((file) => file && existsSync(join(repoRoot, file))))
    cpSync(join(repoRoot, file), join(copy, file));
  // The packages, with a cache of the copy's own.
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(repoRoot, 'node_modules')).filter((name) => name !== '.cache'))
    symlinkSync(join(repoRoot, 'node_modules', entry), join(copy, 'node_modules', entry));
  run('npm', 'run', 'release-docs', '--', version);
  writeFileSync(join(copy, example), read(copy, example).replace('\n', `\n${newLine}\n`));
  writeFileSync(join(copy, guide), `${read(copy, guide)}\n${newParagraph}\n`);
  writeFileSync(join(copy, newPage), '---\ntitle: Only in Next\ndescription: A page the release lacks.\n---\n\nNew.\n');
  run('npx', 'docusaurus', 'build', '--out-dir', 'changed');
  for (const file of [guide, example]) cpSync(join(repoRoot, file), join(copy, file));
  rmSync(join(copy, newPage));
  run('npx', 'docusaurus', 'build', '--out-dir', 'restored');
}, 600_000);
afterAll(() => rmSync(copy, {recursive: true, force: true}));

/** The version a route of the copy belongs to: the latest's pages are at /docs/…, the others' at /docs/<name>/…. */
const versionOf = (route: string) =>
  ['next', ...released].find((name) => route === `/docs/${name}` || route.startsWith(`/docs/${name}/`)) ?? version;
const docRoutes = (dir: string) => builtRoutes(dir).filter((route) => /^\/docs(\/|$)/.test(route));
const nextRoutes = docRoutes(buildDir).filter((route) => route.startsWith('/docs/next'));
const releaseRouteOf = (route: string) => route.replace(/^\/docs\/next/, '/docs');
const page = (dir: string, route: string) => fromHtml(read(dir, `${route.slice(1)}.html`));

/**
 * A page's main landmark, an element a line; `asRelease`: as the release should show a page of the current docs (links
 * into them go to the release's, "Edit this page" to the frozen file, the badge names the release). React's ids are
 * numbered in order, CSS modules' class names lose the hash of their path. What differs by design is left out: the
 * version banner, the latest release's "Copy page" bar, the footer's date (only its links count).
 */
function contentOf(tree: Root, asRelease = false): string {
  const ids = new Map<string, string>();
  const value = (name: string, text: string) => {
    if (name === 'className') return text.replace(/_[\w-]{4}(?=,|$)/g, '');
    const numbered = text.replace(/«[^»]*»/g, (id) => ids.get(id) ?? (ids.set(id, `«${ids.size}»`).get(id) as string));
    if (!asRelease) return numbered;
    return numbered
      .replace(new RegExp(`^${baseUrl}/docs/next(?=$|[/#])`), `${baseUrl}/docs`)
      .replace('/edit/main/docs/', `/edit/main/${frozenDir}/`);
  };
  const differs = (node: ElementContent) =>
    node.type === 'element' &&
    (attribute(node, 'role') === 'alert' || node.children.some((child) => textOf(child) === 'Copy page as Markdown'));
  const write = (node: ElementContent): string => {
    if (node.type === 'text') return asRelease && node.value === 'Version: Next' ? `Version: ${version}` : node.value;
    if (node.type !== 'element') return '';
    if (node.tagName === 'footer') return elementsOf(node, 'a').map(write).join('');
    const props = Object.entries(node.properties).map(([name, prop]) => ` ${name}=${value(name, String(prop))}`);
    const children = node.children.filter((child) => !differs(child)).map(write);
    return `\n<${node.tagName}${props.join('')}>${children.join('')}</${node.tagName}>`;
  };
  const [main] = elementsOf(tree, 'main');
  return main ? write(main) : '';
}

describe("release-docs writes the release: versions.json, the pages, the files they include, doc-code's data", () => {
  const filesOf = (dir: string) => readdirSync(join(copy, dir), {recursive: true, encoding: 'utf8'}).sort();
  const pagesOf = (dir: string) => filesOf(dir).filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'));

  it('lists the release first in versions.json', () => {
    expect(JSON.parse(read(copy, 'versions.json'))).toEqual(releases);
  });

  it('copies every page of the docs, the API reference included, and the sidebars', () => {
    expect(pagesOf(frozenDir)).toEqual(pagesOf('docs'));
    expect(pagesOf(frozenDir)).toContain(join('api', 'index.md'));
    expect(existsSync(join(copy, `versioned_sidebars/version-${version}-sidebars.json`))).toBe(true);
  });

  it('copies every file its pages include, as it was at the release', () => {
    const pages = pagesOf(frozenDir).map((file) => read(copy, frozenDir, file));
    const included = new Set(
      pages.flatMap((text) => [...text.matchAll(/file=<rootDir>\/(\S+)/g)].map(([, path]) => path)),
    );
    expect(included).toContain(example);
    for (const file of included)
      expect(read(copy, frozenDir, '_included', `${file}`), file).toBe(read(repoRoot, `${file}`));
  });

  it("keeps doc-code's data for its pages' code, naming the frozen files", () => {
    const {targets, fields, sources} = JSON.parse(read(copy, frozenDir, '_doc-code.json'));
    expect(Object.keys(targets)).toContain('HealthCheck');
    expect(Object.keys(fields)).toContain('Actuator.getHealth');
    expect(sources.length).toBeGreaterThan(0);
    for (const {file} of sources)
      expect(file.startsWith(`${frozenDir}/`) && existsSync(join(copy, file)), file).toBe(true);
  });

  it('writes files that pass lint as written', () => {
    expect(() =>
      run('npx', 'biome', 'check', '--error-on-warnings', 'versions.json', 'versioned_sidebars', frozenDir),
    ).not.toThrow();
  });
});

describe('the release shows the current docs as build/ has them, after a change to them, with a warm cache too', () => {
  it('has a page for each page of the current docs', () => {
    expect(docRoutes(join(copy, 'changed')).filter((route) => versionOf(route) === version)).toEqual(
      nextRoutes.map(releaseRouteOf).sort(),
    );
  });

  it.each(nextRoutes)('%s, in both builds', (route) => {
    const expected = contentOf(page(buildDir, route), true);
    expect(expected).toContain('<h1');
    for (const out of ['changed', 'restored'])
      expect(contentOf(page(join(copy, out), releaseRouteOf(route))), out).toBe(expected);
  });
});

describe('a change to the current docs after the release shows in them only', () => {
  const text = (route: string) => textOf(page(join(copy, 'changed'), route));

  it('shows a new paragraph of a guide in the current docs, not in the release', () => {
    expect(text('/docs/next/main/guides/health')).toContain(newParagraph);
    expect(text('/docs/main/guides/health')).not.toContain(newParagraph);
  });

  it('shows a new line of an included example in the current docs, not in the release', () => {
    expect(text('/docs/next/main/examples')).toContain(newLine);
    expect(text('/docs/main/examples')).not.toContain(newLine);
  });
});

describe("the version dropdown of the current docs' pages", () => {
  // Its item for the release, in the navbar as built.
  const releaseItem = (route: string) => {
    const [navbar] = elementsOf(page(join(copy, 'changed'), route), 'nav').filter(
      (nav) => attribute(nav, 'ariaLabel') === 'Main',
    );
    return elementsOf(navbar ?? {type: 'root', children: []}, 'a').find((link) => textOf(link) === version);
  };

  it('offers the same page in the release', () => {
    expect(attribute(releaseItem('/docs/next/main/guides/health'), 'href')).toBe(`${baseUrl}/docs/main/guides/health`);
  });

  it("offers the release's docs root for a page the release lacks", () => {
    expect(attribute(releaseItem('/docs/next/main/only-next'), 'href')).toBe(`${baseUrl}/docs`);
  });
});

describe('the same docs give the same pages, cold cache or warm', () => {
  it.each(nextRoutes)('%s, once the change is undone, with the cache of the build with it', (route) => {
    expect(contentOf(page(join(copy, 'restored'), route))).toBe(contentOf(page(buildDir, route)));
  });
});

describe('each version links only inside itself, code included', () => {
  it.each([...releases, 'next'])('%s', (name) => {
    const out = join(copy, 'changed');
    const links = docRoutes(out)
      .filter((route) => versionOf(route) === name)
      .flatMap((route) =>
        contentLinks(page(out, route)).map((href) => [route, new URL(href, `http://site${baseUrl}${route}`)] as const),
      )
      .filter(([, url]) => url.origin === 'http://site' && /^\/docs(\/|$)/.test(url.pathname.slice(baseUrl.length)))
      .map(([route, url]) => ({route, link: url.pathname.slice(baseUrl.length)}));
    expect(links.filter(({link}) => /^\/docs\/([\d.]+\/|next\/)?api\//.test(link)).length).toBeGreaterThan(50);
    expect(links.filter(({link}) => versionOf(link) !== name)).toEqual([]);
  });
});
