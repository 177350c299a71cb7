import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

/** The site's public root as configured (url + baseUrl), without trailing slash. */
export const siteRoot = 'https://actuatorjs.github.io/actuatorjs';
export const buildDir = join(import.meta.dirname, '..', '..', '..', 'build');

/** The file `npm run serve` answers a route with (trailingSlash: false). */
export function htmlFileOf(route: string): string {
  return route === '/' ? join(buildDir, 'index.html') : join(buildDir, `${route.slice(1)}.html`);
}

/** Routes (relative to the base URL) of every HTML file in the build. */
export function builtRoutes(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.html') ? [path] : [];
    });
  return walk(buildDir).map((file) => {
    const route = `/${relative(buildDir, file).replace(/\.html$/, '')}`;
    return route === '/index' ? '/' : route;
  });
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

function attributes(source: string): Attributes {
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
