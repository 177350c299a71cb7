import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, sep} from 'node:path';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {attribute, baseUrl, buildDir, elementsOf, repoRoot, textOf} from '../support/built-site';

/**
 * `npm run release-docs` in a copy of the site (its files as git lists them, uncommitted work included), then a
 * guide and an included example change in the current docs, and the copy builds (a cold cache); the change is
 * undone and it builds again (a warm cache). The release's pages must be the current docs' pages of build/ (the
 * site built before the release) in both builds, and link only inside their version; the current docs must show
 * the change in the first build only.
 */
const released: string[] = JSON.parse(readFileSync(join(repoRoot, 'versions.json'), 'utf-8'));
const version = (released[0] ?? '0.0.0').replace(/\d+$/, (patch) => String(Number(patch) + 1));
const copy = mkdtempSync(join(tmpdir(), 'actuatorjs-release-'));
const guide = 'docs/main/guides/health.mdx';
const example = 'examples/express.ts';
const newParagraph = 'A paragraph written after the release.';
const newLine = '// A line written after the release.';
// For the base URL build/ has (Vitest sets BASE_URL and NODE_ENV for its own use).
const env = {
  ...process.env,
  NODE_ENV: undefined,
  BASE_URL: `${baseUrl}/`,
  STRICT_LINKS: 'true',
  NO_UPDATE_NOTIFIER: '1',
};
const run = (command: string, ...args: string[]) => {
  console.time(args.join(' '));
  try {
    return execFileSync(command, args, {cwd: copy, env, encoding: 'utf8', stdio: 'pipe', maxBuffer: 2 ** 26});
  } finally {
    console.timeEnd(args.join(' '));
  }
};
const build = (out: string) => run('npx', 'docusaurus', 'build', '--out-dir', out);

beforeAll(() => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: repoRoot, encoding: 'utf8'});
  for (const file of files.split('\0').filter((file) => file && existsSync(join(repoRoot, file))))
    cpSync(join(repoRoot, file), join(copy, file));
  // The packages, but a cache of the copy's own.
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(repoRoot, 'node_modules')).filter((name) => name !== '.cache'))
    symlinkSync(join(repoRoot, 'node_modules', entry), join(copy, 'node_modules', entry));
  run('npm', 'run', 'release-docs', '--', version);
  const [first, ...rest] = readFileSync(join(copy, example), 'utf-8').split('\n');
  writeFileSync(join(copy, example), [first, newLine, ...rest].join('\n'));
  writeFileSync(join(copy, guide), `${readFileSync(join(copy, guide), 'utf-8')}\n${newParagraph}\n`);
  build('changed');
  // The same docs as build/'s, with the cache of that build.
  for (const file of [guide, example]) cpSync(join(repoRoot, file), join(copy, file));
  build('restored');
}, 600_000);
afterAll(() => rmSync(copy, {recursive: true, force: true}));

/** The versions of the copy's docs and the route prefix of each: the latest at /docs, the others below it. */
const versionOfRoute = (route: string, versions: string[]) =>
  ['next', ...versions.slice(1)].find((name) => route === `/docs/${name}` || route.startsWith(`/docs/${name}/`)) ??
  versions[0];
const prefixOf = (name: string, versions: string[]) => (name === versions[0] ? '/docs' : `/docs/${name}`);

const htmlRoutes = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replaceAll(sep, '/').replace(/\.html$/, '')}`);
const docRoutes = (dir: string) => htmlRoutes(dir).filter((route) => route === '/docs' || route.startsWith('/docs/'));
const parse = (dir: string, route: string) => fromHtml(readFileSync(join(dir, `${route.slice(1)}.html`), 'utf-8'));

/**
 * A page's article, written out an element a line, as it should read in the new release: links into the current docs
 * go to the release's, "Edit this page" to the frozen file, the version badge names it, React's ids are numbered in
 * order. What must differ is left out: the footer's date (only its links count) and the latest release's "Copy page".
 */
function contentOf(tree: Root, fromNext = false): string {
  const main = elementsOf(tree, 'main')[0];
  if (!main) return '';
  const ids = new Map<string, string>();
  const value = (text: string) => {
    let result = text.replace(/«[^»]*»/g, (id) => ids.get(id) ?? (ids.set(id, `«${ids.size}»`).get(id) as string));
    if (fromNext) {
      result = result
        .replace(new RegExp(`^${baseUrl}/docs/next(?=$|[/#])`), `${baseUrl}/docs`)
        .replace('/edit/main/docs/', `/edit/main/versioned_docs/version-${version}/`);
    }
    return result;
  };
  // The banner of a version that is not the latest, and the latest's "Copy page".
  const differs = (node: ElementContent) =>
    node.type === 'element' &&
    (attribute(node, 'role') === 'alert' ||
      node.children.some((child) => child.type === 'element' && textOf(child) === 'Copy page as Markdown'));
  const write = (node: ElementContent | Element): string => {
    if (node.type === 'text') return fromNext && node.value === 'Version: Next' ? `Version: ${version}` : node.value;
    if (node.type !== 'element') return '';
    if (node.tagName === 'footer') return elementsOf(node, 'a').map(write).join('');
    // CSS modules' class names end in a hash of the file's path, which differs in the copy.
    const props = Object.entries(node.properties).map(([name, prop]) =>
      name === 'className'
        ? ` ${name}=${String(prop).replace(/_[\w-]{4}(?=,|$)/g, '')}`
        : ` ${name}=${value(String(prop))}`,
    );
    return `\n<${node.tagName}${props.join('')}>${node.children
      .filter((child) => !differs(child))
      .map(write)
      .join('')}</${node.tagName}>`;
  };
  return write(main);
}

const versions: string[] = [version, ...released];
const nextRoutes = docRoutes(buildDir).filter((route) => versionOfRoute(route, ['']) === 'next');
const releaseRouteOf = (route: string) => route.replace(/^\/docs\/next/, '/docs');
const frozenDir = `versioned_docs/version-${version}`;
const filesUnder = (dir: string) => readdirSync(join(copy, dir), {recursive: true, encoding: 'utf8'}).sort();

describe("release-docs writes the release: versions.json, the pages, the files they include, doc-code's data", () => {
  it('lists the release first in versions.json', () => {
    expect(JSON.parse(readFileSync(join(copy, 'versions.json'), 'utf-8'))).toEqual(versions);
  });

  it('copies every page of the docs, the API reference included, and the sidebars', () => {
    const pages = (dir: string) => filesUnder(dir).filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'));
    expect(pages(frozenDir)).toEqual(pages('docs'));
    expect(pages(frozenDir)).toContain(join('api', 'index.md'));
    expect(existsSync(join(copy, `versioned_sidebars/version-${version}-sidebars.json`))).toBe(true);
  });

  it('copies every file its pages include, as it was at the release', () => {
    const included = filesUnder(frozenDir).flatMap((file) =>
      /\.mdx?$/.test(file)
        ? [...readFileSync(join(copy, frozenDir, file), 'utf-8').matchAll(/file=<rootDir>\/(\S+)/g)].map(
            ([, path]) => path,
          )
        : [],
    );
    expect(included).toContain(example);
    for (const file of new Set(included))
      expect(readFileSync(join(copy, frozenDir, '_included', file ?? ''), 'utf-8'), file).toBe(
        readFileSync(join(repoRoot, file ?? ''), 'utf-8'),
      );
  });

  it("keeps doc-code's data for its pages' code, which names the frozen files", () => {
    const {targets, fields, sources} = JSON.parse(readFileSync(join(copy, frozenDir, '_doc-code.json'), 'utf-8'));
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

describe('the release shows the current docs as build/ has them, after a change to them, and with a warm cache', () => {
  it('has a page for each page of the current docs', () => {
    const ofRelease = docRoutes(join(copy, 'changed')).filter((route) => versionOfRoute(route, versions) === version);
    expect(ofRelease.sort()).toEqual(nextRoutes.map(releaseRouteOf).sort());
  });

  it.each(nextRoutes)('%s, in both builds', (route) => {
    const expected = contentOf(parse(buildDir, route), true);
    expect(expected).toContain('<h1');
    for (const out of ['changed', 'restored'])
      expect(contentOf(parse(join(copy, out), releaseRouteOf(route))), out).toBe(expected);
  });
});

describe('a change to the current docs after the release shows in them only', () => {
  const mainText = (route: string) =>
    textOf(elementsOf(parse(join(copy, 'changed'), route), 'main')[0] ?? {type: 'root', children: []});

  it('shows a new paragraph of a guide in the current docs, not in the release', () => {
    expect(mainText('/docs/next/main/guides/health')).toContain(newParagraph);
    expect(mainText('/docs/main/guides/health')).not.toContain(newParagraph);
  });

  it('shows a new line of an included example in the current docs, not in the release', () => {
    expect(mainText('/docs/next/main/examples')).toContain(newLine);
    expect(mainText('/docs/main/examples')).not.toContain(newLine);
  });
});

describe('the same docs give the same pages, cold cache or warm', () => {
  it.each(nextRoutes)('%s, once the change is undone, with the cache of the build with it', (route) => {
    expect(contentOf(parse(join(copy, 'restored'), route))).toBe(contentOf(parse(buildDir, route)));
  });
});

/** The links of a page, but those of the navbar, the announcement bar, the version banners and the site's footer. */
function linksOf(tree: Root): string[] {
  const links: string[] = [];
  const walk = (node: Root | RootContent, inArticle: boolean) => {
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      const role = attribute(node, 'role');
      const navbar = node.tagName === 'nav' && attribute(node, 'ariaLabel') === 'Main';
      if (role === 'banner' || role === 'alert' || navbar || (node.tagName === 'footer' && !inArticle)) return;
      const href = attribute(node, 'href');
      if (href !== undefined) links.push(href);
    }
    for (const child of node.children)
      walk(child, inArticle || (node.type === 'element' && node.tagName === 'article'));
  };
  walk(tree, false);
  return links;
}

describe('each version links only inside itself, code included', () => {
  it.each([...versions, 'next'])('%s', (name) => {
    const out = join(copy, 'changed');
    const pages = docRoutes(out).filter((route) => versionOfRoute(route, versions) === name);
    const links = pages.flatMap((route) =>
      linksOf(parse(out, route)).map((href) => ({route, url: new URL(href, `http://site${baseUrl}${route}`)})),
    );
    const docs = links
      .filter(({url}) => url.origin === 'http://site' && /^\/docs(\/|$)/.test(url.pathname.slice(baseUrl.length)))
      .map(({route, url}) => ({route, path: url.pathname.slice(baseUrl.length)}));
    expect(docs.filter(({path}) => path.startsWith(`${prefixOf(name, versions)}/api/`)).length).toBeGreaterThan(50);
    expect(docs.filter(({path}) => versionOfRoute(path, versions) !== name)).toEqual([]);
  });
});
