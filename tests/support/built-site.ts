import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toString as textOf} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {baseUrl} from '../e2e/support/routes';

/**
 * The pages of the last `npm run build`, read from build/ itself. The
 * per-page checks of the build tests and the browser tests take their pages
 * from here, so a page is checked as soon as it is built: there is no list
 * of pages to keep up to date. (The spec's own route table,
 * tests/e2e/support/routes.ts, checks only that its routes are there.)
 */
export {baseUrl};
export {textOf};

/** The site's public root as configured (url + baseUrl), without trailing slash. */
export const siteRoot = `${process.env.SITE_URL ?? 'https://actuatorjs.github.io'}${baseUrl}`;
export const buildDir = join(__dirname, '..', '..', 'build');

function readBuilt(file: string): string {
  const path = join(buildDir, file);
  if (!existsSync(path)) {
    throw new Error(`${path} does not exist: run \`npm run build\` first, these tests check the pages it produced.`);
  }
  return readFileSync(path, 'utf-8');
}

/** Routes (relative to the base URL) of every HTML file in build/: the sitemap's pages, /404 and /search. */
export function builtRoutes(): string[] {
  readBuilt('index.html');
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) =>
      file
        .split(sep)
        .join('/')
        .replace(/\.html$/, ''),
    )
    .map((file) => (file === 'index' ? '/' : `/${file}`))
    .sort();
}

/** Routes (relative to the base URL) the sitemap lists: every page a reader reaches by a link or a search engine. */
export function sitemapRoutes(): string[] {
  const sitemap = readBuilt('sitemap.xml');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.slice(siteRoot.length) || '/').sort();
}

/** The file of build/ that `npm run serve` answers a route with (trailingSlash: false). */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** An attribute of an element as a string (hast names: `className`, `httpEquiv`, `dataWebsiteId`), '' when it is bare. */
export function attribute(element: Element | undefined, name: string): string | undefined {
  const value = element?.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value);
}

/** The elements under a node, in document order, with that tag name (any tag name without one). */
export function elementsOf(node: Root | Element, name?: string): Element[] {
  const found: Element[] = [];
  visit(node, 'element', (element) => {
    if (element !== node && (name === undefined || element.tagName === name)) found.push(element);
  });
  return found;
}

/** Where an element starts in its page's HTML. */
export const offsetOf = (element: Element) => element.position?.start.offset ?? Number.NaN;

/**
 * A line of built code: its text, its links and its names with quick info
 * (columns, `end` excluded; `info` is the id of the name's quick info).
 */
interface CodeLine {
  text: string;
  links: {start: number; end: number; href: string}[];
  names: {start: number; end: number; info: string; href?: string}[];
  highlighted: boolean;
}

/** A code block of a built page: its `<pre>`, its lines and its code as the reader sees it. */
export type BuiltCodeBlock = {pre: Element; lines: CodeLine[]; text: string};

/** A built page, parsed once, with the questions the build tests ask of it. */
export class BuiltPage {
  /** Its HTML file inside build/, e.g. `docs/main/install.html`. */
  readonly file: string;
  readonly html: string;
  readonly tree: Root;

  constructor(readonly route: string) {
    this.file = htmlFileOf(route);
    this.html = readBuilt(this.file);
    this.tree = fromHtml(this.html);
  }

  elements(name?: string): Element[] {
    return elementsOf(this.tree, name);
  }

  titles(): string[] {
    return this.elements('title').map(textOf);
  }

  /** content of the <meta> whose name or property is `key`. */
  meta(key: string): string | undefined {
    const meta = this.elements('meta').find((tag) => [tag.properties.name, tag.properties.property].includes(key));
    return attribute(meta, 'content');
  }

  link(rel: string): string | undefined {
    return attribute(
      this.elements('link').find((tag) => attribute(tag, 'rel') === rel),
      'href',
    );
  }

  /** The Content Security Policies it declares in <meta http-equiv>: each one's sources by directive. */
  policies(): {element: Element; directives: Map<string, string[]>}[] {
    return this.elements('meta')
      .filter((meta) => attribute(meta, 'httpEquiv')?.toLowerCase() === 'content-security-policy')
      .map((element) => ({
        element,
        directives: new Map(
          (attribute(element, 'content') ?? '')
            .split(';')
            .map((directive) => directive.trim().split(/\s+/))
            .filter(([name]) => name)
            .map(([name = '', ...sources]) => [name, sources]),
        ),
      }));
  }

  /**
   * The code blocks: the theme renders each line as a `token-line` span
   * ending in `<br>`, its tokens as spans, and a name with quick info as an
   * element inside its token (`data-code-name`): an `<a>` when it links to
   * the API, a `<span>` otherwise.
   */
  codeBlocks(): BuiltCodeBlock[] {
    return this.elements('pre').map((pre) => {
      const lines: CodeLine[] = [];
      const newLine = (): CodeLine => ({text: '', links: [], names: [], highlighted: false});
      let line = newLine();
      const walk = (node: ElementContent) => {
        if (node.type === 'text') line.text += node.value;
        if (node.type !== 'element') return;
        if (node.tagName === 'br') {
          lines.push(line);
          line = newLine();
          return;
        }
        const classes = attribute(node, 'className')?.split(' ') ?? [];
        if (classes.includes('token-line')) line.highlighted = classes.includes('theme-code-block-highlighted-line');
        const start = line.text.length;
        for (const child of node.children) walk(child);
        const href = node.tagName === 'a' ? attribute(node, 'href') : undefined;
        const info = 'dataCodeName' in node.properties ? attribute(node, 'ariaDescribedBy') : undefined;
        if (href !== undefined) line.links.push({start, end: line.text.length, href});
        if (info !== undefined) line.names.push({start, end: line.text.length, info, href});
      };
      for (const child of pre.children) walk(child);
      return {pre, lines, text: lines.map(({text}) => text).join('\n')};
    });
  }

  /** The quick infos (`<div popover>`, rendered with the page) by id: the declaration, doc sentence and link they show. */
  quickInfos(): Map<string, {declaration: string; doc: string; href?: string}> {
    const infos = new Map<string, {declaration: string; doc: string; href?: string}>();
    for (const div of this.elements('div').filter((element) => 'popover' in element.properties)) {
      const [code] = elementsOf(div, 'code');
      const [paragraph] = elementsOf(div, 'p');
      const [link] = elementsOf(div, 'a');
      const beforeLink = paragraph?.children.slice(0, link ? paragraph.children.indexOf(link) : undefined) ?? [];
      infos.set(attribute(div, 'id') ?? '', {
        declaration: code ? textOf(code) : '',
        doc: beforeLink.map((node) => textOf(node)).join(''),
        href: attribute(link, 'href'),
      });
    }
    return infos;
  }
}

const parsed = new Map<string, BuiltPage>();

/** The built page of a route, parsed on first use. */
export function builtPage(route: string): BuiltPage {
  const page = parsed.get(route) ?? new BuiltPage(route);
  parsed.set(route, page);
  return page;
}

/** Every HTML page of the build. */
export const builtPages = (): BuiltPage[] => builtRoutes().map(builtPage);

/**
 * The doc pages of the last build, as the docs plugin describes them in
 * .docusaurus (one JSON file of metadata per doc): hand-written pages and
 * generated API pages alike, category index pages (which are no docs) left
 * out. A build leaves the metadata of a deleted doc behind: only docs with a
 * page in build/ count.
 */
export interface BuiltDoc {
  id: string;
  /** Its source file, relative to the repository root: `docs/main/install.mdx`. */
  source: string;
  /** Its page, relative to the base URL, without trailing slash: `/docs/main/guides`. */
  route: string;
  /** The sidebar that lists it, if any: `docs`. */
  sidebar?: string;
}

export function builtDocs(): BuiltDoc[] {
  const metadataDir = join(buildDir, '..', '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
  const built = new Set(builtRoutes());
  return readdirSync(metadataDir)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) => JSON.parse(readFileSync(join(metadataDir, file), 'utf-8')) as Partial<BuiltDoc> & {permalink?: string},
    )
    .flatMap(({id, source, permalink, sidebar}) =>
      id && source?.startsWith('@site/') && permalink?.startsWith(`${baseUrl}/`)
        ? [
            {
              id,
              source: source.slice('@site/'.length),
              route: permalink.slice(baseUrl.length).replace(/(.)\/$/, '$1'),
              sidebar,
            },
          ]
        : [],
    )
    .filter(({route}) => built.has(route))
    .sort((a, b) => a.route.localeCompare(b.route));
}
