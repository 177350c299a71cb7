import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildDir} from './built-page';

export interface BuiltPage {
  /** Path of the HTML file inside build/, e.g. `docs/main/install.html`. */
  file: string;
  html: string;
}

/** Every HTML page of the build. Throws when there is no build. */
export function builtPages(): BuiltPage[] {
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  if (files.length === 0) throw new Error(`No HTML in ${buildDir}: run \`npm run build\` first`);
  return files.sort().map((file) => ({file, html: readFileSync(path.join(buildDir, file), 'utf8')}));
}

export interface Element {
  /** The start tag as written, e.g. `<a href=/x class="y">`. */
  tag: string;
  attributes: Map<string, string>;
  /** Where the start tag begins in the page. */
  index: number;
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(attributePattern)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * The start tags named `name` in markup. Script bodies are left out first,
 * so markup written inside a script's strings does not count.
 */
export function elements(html: string, name: string): Element[] {
  const markup = html.replace(
    /(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi,
    (_all, open: string, close: string) => open + ' '.repeat(_all.length - open.length - close.length) + close,
  );
  const pattern = new RegExp(`<${name}(?=[\\s>/])([^>]*)>`, 'gi');
  return [...markup.matchAll(pattern)].map((match) => ({
    tag: match[0],
    attributes: parseAttributes(match[1] ?? ''),
    index: match.index,
  }));
}

export interface Script extends Element {
  /** The exact text between `<script>` and `</script>`. */
  body: string;
}

export function scripts(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    tag: match[0],
    attributes: parseAttributes(match[1] ?? ''),
    index: match.index,
    body: match[2] ?? '',
  }));
}
