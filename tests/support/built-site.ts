import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toString as textOf} from 'hast-util-to-string';
import {repoRoot} from '../../plugins/doc-code/pages';
import {frozenRelease} from '../../site-facts.mjs';

/** The site of the last `npm run build`, its files parsed as HTML: tests take their pages from here, with no list. */
export {select, selectAll, textOf};

export {repoRoot};
export const buildDir = join(repoRoot, 'build');

function readBuilt(path: string): string {
  if (!existsSync(path)) throw new Error(`${path} does not exist: run \`npm run build\` first.`);
  return readFileSync(path, 'utf-8');
}

/** The config the build used (JSON in a module): a build with another BASE_URL or no analytics is tested as built. */
type BuiltConfig = typeof import('../../docusaurus.config')['default'];
const configFile = join(repoRoot, '.docusaurus', 'docusaurus.config.mjs');
const configModule = existsSync(configFile) ? readFileSync(configFile, 'utf-8') : '{"url": "", "baseUrl": "/"}';
const json = configModule.slice(configModule.indexOf('{'), configModule.lastIndexOf('}') + 1);
export const siteConfig: BuiltConfig = JSON.parse(json);

/** The base URL without its trailing slash (`/actuatorjs`, '' at the root): `${baseUrl}/docs` is a path. */
export const baseUrl = siteConfig.baseUrl.replace(/\/$/, '');
/** The site's public root (url + base URL), without trailing slash. */
export const siteRoot = `${siteConfig.url}${baseUrl}`;
/** The site's analytics script as built (docusaurus.config.ts), and its origin: pages add it on the production host. */
export const analytics = siteConfig.customFields?.analytics; // none before a build
export const analyticsOrigins = analytics ? [new URL(analytics.src).origin] : [];

/** The docs versions the build has, current first (docs/, at /docs); `files`: where `file=<rootDir>/…` reads. */
export type DocsVersion = {name: string; label: string; path: string; isLast: boolean; dir: string; files: string};
export function versions(): DocsVersion[] {
  const globalData = JSON.parse(readFileSync(join(repoRoot, '.docusaurus', 'globalData.json'), 'utf-8'));
  const built: DocsVersion[] = globalData['docusaurus-plugin-content-docs'].default.versions;
  return built.map(({name, label, path, isLast}) => {
    const {dir, included: files} = name === 'current' ? {dir: 'docs', included: ''} : frozenRelease(name);
    return {name, label, path: path.slice(baseUrl.length), isLast, dir, files};
  });
}
export const currentVersion = () => versions()[0] as DocsVersion;
/** The frozen releases, newest first, each a site of its own in build/<name>/. */
export {frozenReleases} from '../../plugins/releases';
/** The version a route of the docs belongs to (the one with the longest path above it), undefined outside them. */
export const versionOf = (route: string) =>
  versions()
    .filter(({path}) => `${route}/`.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
export const routesOf = ({name}: DocsVersion) => sitemapRoutes().filter((route) => versionOf(route)?.name === name);

/** Routes of every HTML file of a build (build/ by default): the sitemap's, /404, /search; no frozen release's. */
export function builtRoutes(dir = buildDir): string[] {
  readBuilt(join(dir, '404.html'));
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => file.replaceAll(sep, '/'));
  // A folder with a 404 page of its own is a site of its own: a frozen release's (plugins/releases).
  const sites = files.filter((file) => file.endsWith('/404.html')).map((file) => file.slice(0, -'404.html'.length));
  return files
    .filter((file) => file.endsWith('.html') && !sites.some((site) => file.startsWith(site)))
    .map((file) => `/${file.replace(/\.html$/, '')}`.replace(/^\/index$/, '/'))
    .sort();
}

/** Routes (relative to the base URL) the sitemap lists. */
export function sitemapRoutes(): string[] {
  return selectAll('loc', fromHtml(readBuilt(join(buildDir, 'sitemap.xml')), {fragment: true}))
    .map((loc) => textOf(loc).slice(siteRoot.length) || '/')
    .sort();
}

/** The file of build/ a route is served from (trailingSlash: false). */
export const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** An attribute as a string (hast names: `ariaLabel`, `httpEquiv`), '' when bare, undefined when absent. */
export function attribute(element: Element | undefined, name: string): string | undefined {
  const value = element?.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value);
}

/** The site's navbar ("Main") and footer (contentinfo: the footer outside main), which lead out of a docs version. */
export const chromeOf = (tree: Root) => {
  const [navbar, inMain] = [select('nav[aria-label=Main]', tree), selectAll('main footer', tree)];
  return {navbar, footer: selectAll('footer', tree).find((footer) => !inMain.includes(footer))};
};

/** The hrefs of a page's links but the navbar's, footer's, announcement bar's (banner) and version banner's (alert). */
export function contentLinks(tree: Root): string[] {
  const {navbar, footer} = chromeOf(tree);
  const parts = [navbar, footer, ...selectAll('[role=banner], [role=alert]', tree)];
  const left = new Set(parts.flatMap((part) => (part ? selectAll('[href]', part) : [])));
  return selectAll('[href]', tree).flatMap((element) => (left.has(element) ? [] : (attribute(element, 'href') ?? [])));
}

let chunks: [file: string, text: string][] | undefined; // read once: a test asks for each page's chunks
/** The JavaScript files of build/ (`assets/js/…`) whose text holds `text`. */
export function chunksHolding(text: string): string[] {
  chunks ??= readdirSync(join(buildDir, 'assets/js')).map((file) => [
    `assets/js/${file}`,
    readFileSync(join(buildDir, 'assets/js', file), 'utf-8'),
  ]);
  return chunks.flatMap(([file, chunk]) => (chunk.includes(text) ? [file] : []));
}

export const offsetOf = (element: Element) => element.position?.start.offset ?? Number.NaN;

/** A line of a code block as the reader sees it: its links, and its names with their tooltip and link. */
type Span = {start: number; end: number};
type CodeName = Span & {text: string; declaration: string; doc: string; href?: string};
type CodeLine = {text: string; links: (Span & {href: string})[]; names: CodeName[]};
type CodeBlock = {pre: Element; lines: CodeLine[]; text: string};

/** A built page, parsed once. */
export class BuiltPage {
  readonly file: string;
  readonly tree: Root;

  constructor(readonly route: string) {
    this.file = htmlFileOf(route);
    this.tree = fromHtml(readBuilt(join(buildDir, this.file)));
  }

  elements = (selector = '*'): Element[] => selectAll(selector, this.tree);
  byId = (id: string) => select(`[id="${id}"]`, this.tree);
  article = (): Root | Element => select('article', this.tree) ?? this.tree;
  heading = (): string | undefined => this.elements('main h1').map(textOf)[0];
  titles = (): string[] => this.elements('title').map(textOf);
  meta = (key: string) => attribute(select(`meta[name="${key}"], meta[property="${key}"]`, this.tree), 'content');
  links = (rel: string, type?: string) =>
    this.elements(`link[rel="${rel}"]${type ? `[type="${type}"]` : ''}`).map((link) => attribute(link, 'href'));

  /** The code blocks, line by line (lines end in `<br>`); a name's quick info is the tooltip describing it. */
  #codeBlocks?: CodeBlock[];
  codeBlocks = (): CodeBlock[] => (this.#codeBlocks ??= this.#readCodeBlocks());
  #readCodeBlocks(): CodeBlock[] {
    const tooltips = new Map(this.elements('[role=tooltip]').map((tooltip) => [attribute(tooltip, 'id'), tooltip]));
    return this.elements('pre').map((pre) => {
      const lines: CodeLine[] = [{text: '', links: [], names: []}];
      const walk = (node: ElementContent) => {
        const line = lines.at(-1) as CodeLine;
        if (node.type === 'text') line.text += node.value;
        if (node.type !== 'element') return;
        if (node.tagName === 'br') lines.push({text: '', links: [], names: []});
        const start = line.text.length;
        for (const child of node.children) walk(child);
        const [href, end] = [node.tagName === 'a' ? attribute(node, 'href') : undefined, line.text.length];
        const tooltip = tooltips.get(attribute(node, 'ariaDescribedBy'));
        if (href !== undefined) line.links.push({start, end, href});
        if (!tooltip) return;
        const [declaration = '', doc = ''] = ['code', 'p'].map((tag) => selectAll(tag, tooltip).map(textOf).join(''));
        line.names.push({start, end, text: line.text.slice(start), declaration, doc, href});
      };
      for (const child of pre.children) walk(child);
      if (lines.length > 1 && lines.at(-1)?.text === '') lines.pop();
      return {pre, lines, text: lines.map(({text}) => text).join('\n')};
    });
  }
}

const parsed = new Map<string, BuiltPage>();
/** The built page of a route, parsed on first use. */
export const builtPage = (route: string) =>
  parsed.get(route) ?? (parsed.set(route, new BuiltPage(route)).get(route) as BuiltPage);
export const builtPages = (): BuiltPage[] => builtRoutes().map(builtPage);

/** Splits a link of the site into its route under the base URL and its anchor. */
export function routeOf(href: string): {route: string; anchor?: string} {
  if (!href.startsWith(`${baseUrl}/`)) throw new Error(`${href} is not a link of the site (base URL ${baseUrl}/)`);
  const [route = '', anchor] = href.slice(baseUrl.length).split('#');
  return {route, anchor};
}

/** Whether a link of the site reaches a built page, and the element its anchor names there. */
export function reaches(href: string): boolean {
  const {route, anchor} = routeOf(href);
  if (!existsSync(join(buildDir, htmlFileOf(route)))) return false;
  return anchor === undefined || builtPage(route).byId(anchor) !== undefined;
}
