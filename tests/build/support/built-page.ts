import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from '../../support/built-site';

export {buildDir, builtRoutes, siteRoot} from '../../support/built-site';

/** The file `npm run serve` answers a route with (trailingSlash: false). */
export function htmlFileOf(route: string): string {
  return route === '/' ? join(buildDir, 'index.html') : join(buildDir, `${route.slice(1)}.html`);
}

type Attributes = Record<string, string>;

/**
 * The tags of a built page that tests look at, read from Docusaurus's
 * minified HTML (attribute values are quoted only when they need it).
 */
export class BuiltPage {
  readonly html: string;

  constructor(readonly route: string) {
    this.html = readFileSync(htmlFileOf(route), 'utf-8');
  }

  titles(): string[] {
    return [...this.html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => decode(match[1]));
  }

  /** Every tag of that name, as attribute maps. */
  tags(name: string): Attributes[] {
    // Quoted values may hold a bare ">" (minified HTML escapes only quotes).
    const tag = new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'g');
    return [...this.html.matchAll(tag)].map((match) => attributes(match[1]));
  }

  /** content of the <meta> whose name or property is `key`. */
  meta(key: string): string | undefined {
    return this.tags('meta').find((tag) => tag.name === key || tag.property === key)?.content;
  }

  link(rel: string): string | undefined {
    return this.tags('link').find((tag) => tag.rel === rel)?.href;
  }
}

export function attributes(source: string): Attributes {
  const found: Attributes = {};
  for (const match of source.matchAll(/([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[match[1]] = decode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

export function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
