import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Element} from 'hast';
import {describe, expect, it} from 'vitest';
import {attribute, type BuiltPage, baseUrl, builtPage, builtPages, currentVersion} from '../support/built-site';
import {type DocsVersion, offsetOf, reaches, repoRoot, routeOf, routesOf, select} from '../support/built-site';
import {selectAll, sitemapRoutes, textOf, versionOf, versions} from '../support/built-site';
import {libraryExports} from '../support/library-exports';

// The library's exports, which the current docs document, and every version's API page of an export.
const current = currentVersion();
const exports = libraryExports().map((exported) => ({...exported, route: `${current.path}${exported.route}`}));
const exportPages = sitemapRoutes().flatMap((route) => {
  const version = versionOf(route) as DocsVersion;
  const [, folder, name = ''] = /^\/api\/([^/]+)\/([^/]+)$/.exec(route.slice(version?.path.length)) ?? [];
  return name ? [{route, folder, name, version}] : [];
});
const text = (node: Element) => textOf(node).replace(/[\s​]+/g, ' ').trim();

// That each export has its page, headed by its name: site.test.ts, from the spec's route table.
describe('the API reference has a page for every export of the library', () => {
  it.each(exports)('$route is in the docs sidebar', ({route}) => {
    const sidebar = builtPage(route).navLinks('Docs sidebar');
    expect(sidebar.map((link) => attribute(link, 'href'))).toContain(`${baseUrl}${route}`);
  });

  it.each(versions())('lists the kinds on $path/api in the order of the sidebar', ({path}) => {
    const page = builtPage(`${path}/api`);
    const sections = selectAll('h2', page.article()).map(text);
    const categories = page
      .navLinks('Docs sidebar')
      .filter((link) => new RegExp(`^${baseUrl}${path}/api/[^/]+$`).test(attribute(link, 'href') ?? ''))
      .map(text);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections.map((s) => s.toLowerCase())).toEqual(categories.map((c) => c.toLowerCase()));
  });
});

/** The code blocks of a page's article before "Used in the guides", with the heading each follows. */
function signatureBlocks(page: BuiltPage): {heading: string; lines: number}[] {
  const usedIn = page.byId('used-in-the-guides');
  let heading = '';
  const blocks = page.codeBlocks();
  return selectAll('*', page.article()).flatMap((element) => {
    if (usedIn && offsetOf(element) >= offsetOf(usedIn)) return [];
    if (/^h[1-4]$/.test(element.tagName)) heading = text(element);
    const block = blocks.find(({pre}) => pre === element);
    return block ? [{heading, lines: block.lines.filter((line) => line.text.trim()).length}] : [];
  });
}

describe('API pages show signatures a reader takes in at a glance', () => {
  it.each(exportPages)('$route: every signature is at most 12 lines', ({route, folder}) => {
    const signatures = signatureBlocks(builtPage(route)).filter(({heading}) => !/^Examples?$/.test(heading));
    // An interface's page is a table of its properties.
    if (folder !== 'interfaces') expect(signatures.length, 'the page shows its signature').toBeGreaterThan(0);
    for (const {heading, lines} of signatures) expect(lines, `under "${heading}"`).toBeLessThanOrEqual(12);
  });
});

/** Rows of the tables of a page and of the pages its article links to for fields (`…#response-fields`). */
function fieldRows(route: string): string[][] {
  const page = builtPage(route);
  const links = selectAll(`a[href^="${baseUrl}/"][href$="#response-fields"]`, page.article());
  const linked = links.map((link) => builtPage(routeOf(attribute(link, 'href') ?? '').route));
  return [page, ...linked].flatMap((shown) => shown.elements('tr').map((row) => selectAll('td', row).map(text)));
}

// Objects the library returns or accepts, and fields of theirs a reader looks up.
const fieldsShown: Record<string, string[]> = {
  '/api/functions/getInfo': ['git.commit.id', 'build.version', 'process.memory.heapTotal'],
  '/api/functions/getRuntimeInfo': ['javascript.engine.version'],
  '/api/classes/Actuator': ['javascript.runtime.name', 'git.commit.id'],
  '/api/interfaces/HealthCheckResult': ['status', 'components'],
  '/api/interfaces/HealthResult': ['status', 'details'],
};

describe('objects returned or accepted are tables of their fields, each on one page', () => {
  it.each(Object.entries(fieldsShown))('%s: %s each a row with a type and a description', (route, paths) => {
    const rows = fieldRows(`${current.path}${route}`);
    for (const path of paths) {
      const row = rows.find(([field = '']) => field.replace(/\?$/, '') === path);
      expect(row?.length, `${path} is a row with a type and a description`).toBeGreaterThanOrEqual(3);
      expect(row?.at(-1), `${path} has a description`).toMatch(/\w{3,}/);
    }
  });

  it('shows the info fields, which have no export of their own, on exactly one page of each version', () => {
    const pages = builtPages().map((page) => ({
      route: page.route,
      fields: page.elements('tr').map((row) => text(select('td', row) ?? row)),
    }));
    for (const path of ['git.commit.id', 'build.version', 'javascript.engine.version']) {
      const showing = pages.filter(({fields}) => fields.some((field) => field.replace(/\?$/, '') === path));
      expect(showing, path).toHaveLength(versions().length);
      expect(new Set(showing.map(({route}) => versionOf(route)?.name)).size, path).toBe(versions().length);
    }
  });
});

// The code readers can meet in a version: its pages' sources and the example files they include.
const sourcesOf = ({dir, files}: DocsVersion) =>
  [join(dir, 'main'), join(files, 'examples'), join('src', 'pages')].flatMap((folder) =>
    readdirSync(join(repoRoot, folder), {recursive: true, encoding: 'utf8'}).flatMap((file) =>
      /\.(mdx?|ts|js)$/.test(file) ? [readFileSync(join(repoRoot, folder, file), 'utf-8')] : [],
    ),
  );

const firstOf = (node: Element) => node.children.find((child) => child.type !== 'text' || child.value.trim());

/** The "Used in the guides" section of an API page: each entry's link and the excerpt that follows it. */
function usedIn(page: BuiltPage) {
  const heading = page.byId('used-in-the-guides');
  const start = heading ? offsetOf(heading) : Number.POSITIVE_INFINITY;
  const after = (element: Element) => offsetOf(element) > start;
  // An entry is a list item that starts with its link.
  const links = selectAll('li', page.article())
    .filter(after)
    .flatMap((item) => {
      const first = firstOf(item);
      const link = first?.type === 'element' && first.tagName === 'p' ? firstOf(first) : first;
      return link?.type === 'element' && link.tagName === 'a' ? [link] : [];
    });
  const blocks = page.codeBlocks().filter(({pre}) => after(pre));
  const entries = links.map((link, at) => {
    const next = links[at + 1];
    const excerpt = blocks.find(({pre}) => offsetOf(pre) > offsetOf(link) && (!next || offsetOf(pre) < offsetOf(next)));
    return {link, href: attribute(link, 'href') ?? '', excerpt};
  });
  const [details] = selectAll('details', page.article()).filter(after);
  const [, rest = ''] = text(page.article() as Element).split('Used in the guides');
  return {heading, entries, details, rest};
}

describe('each API page lists where the guides and examples of its version use it', () => {
  it.each(exportPages)('$route', ({name, route, version}) => {
    const page = builtPage(route);
    const sources = sourcesOf(version);
    const {heading, entries, details, rest} = usedIn(page);
    expect(heading && text(heading)).toBe('Used in the guides');
    const linksHere = ({text, links}: {text: string; links: {start: number; end: number; href: string}[]}) =>
      links.some((link) => link.href === `${baseUrl}${route}` && text.slice(link.start, link.end) === name);
    const usesIt = (guide: BuiltPage) => guide.codeBlocks().some((block) => block.lines.some(linksHere));
    const guides = routesOf(version).filter((guide) => guide.startsWith(`${version.path}/main`));
    const guidesUsingIt = guides.filter((guide) => usesIt(builtPage(guide)));
    expect(entries.map(({href}) => routeOf(href).route)).toEqual(expect.arrayContaining(guidesUsingIt));
    expect(new Set(entries.map(({href}) => href)).size, 'each section once').toBe(entries.length);
    for (const {href, excerpt} of entries) {
      expect(reaches(href), `${href} reaches a heading`).toBe(true);
      if (!excerpt) continue;
      const verbatim = sources.some((source) => source.includes(excerpt.text));
      expect(verbatim, `verbatim:\n${excerpt.text}`).toBe(true);
      expect(excerpt.lines.length, excerpt.text).toBeLessThanOrEqual(8);
      const names = excerpt.lines.slice(0, 2).flatMap((line) => line.links.map((link) => routeOf(link.href).route));
      expect(names, `starts at or just above a use:\n${excerpt.text}`).toContain(route);
    }
    const excerpts = entries.flatMap(({excerpt}) => excerpt?.text ?? []);
    expect(new Set(excerpts).size, 'never the same lines twice').toBe(excerpts.length);
    expect(rest.match(/the same lines as an excerpt above/g)?.length ?? 0).toBe(entries.length - excerpts.length);
    if (entries.length === 0) {
      expect(rest).toContain(`No guide or example uses ${name} yet: see its example above.`);
      expect(page.byId('example')).toBeDefined();
    } else expect(entries[0]?.excerpt, 'the first entry shows its excerpt').toBeDefined();
    // The entries after the first under "More examples (n)".
    const more = details && text(select('summary', details) ?? details);
    expect(more).toBe(entries.length > 1 ? `More examples (${entries.length - 1})` : undefined);
    for (const {link, href} of entries.slice(1))
      expect(offsetOf(link), href).toBeGreaterThan(offsetOf(details as Element));
  });
});
