/**
 * Adds a Content Security Policy to every built page, as a
 * `<meta http-equiv="Content-Security-Policy">` first in `<head>` (GitHub
 * Pages cannot send the header).
 *
 * Scripts may come from the site itself, from the hosts given in options
 * (the analytics host), or be one of the inline scripts the build emitted in
 * that page, each allowed by its SHA-256 hash. The hashes are computed per
 * page after the build, from the exact text of each inline script, so the
 * policy never needs 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';

export interface Options {
  /** Origins allowed to serve scripts besides the site, e.g. the analytics host. */
  scriptOrigins: string[];
  /** Origins the page may send requests to besides the site (analytics beacons). */
  connectOrigins: string[];
}

/** An inline `<script>` without `src` whose type the browser runs. */
const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function runsAsScript(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(` ${attributes}`)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
  return executableTypes.has(type.toLowerCase());
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScriptPattern)) {
    if (body && runsAsScript(attributes)) {
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

export function policyFor(html: string, {scriptOrigins, connectOrigins}: Options): string {
  // Anything not listed (fonts, frames, media, workers, manifests) falls
  // back to default-src 'none': the site uses none of them.
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scriptOrigins, ...inlineScriptHashes(html)],
    // Search fetches its index, the router its chunks, from the site itself.
    'connect-src': ["'self'", ...connectOrigins],
    // Infima draws a few icons as data: SVGs in its stylesheet.
    'img-src': ["'self'", 'data:'],
    // Stylesheets from the site, plus inline styles: the theme's markup and
    // the search dropdown set style attributes, and Mermaid draws each
    // diagram as an SVG carrying its own <style> element, generated in the
    // browser (so no hash can be known at build time). Styles cannot run
    // code; scripts above stay limited to the site and exact hashes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  // Right after the charset declaration, which must stay first: the policy
  // then precedes every script, stylesheet and link of the page.
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (!charset) throw new Error('Content Security Policy: no <meta charset> to insert the policy after');
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** The plugin, configured: `plugins: [contentSecurityPolicy({...})]`. */
export default function contentSecurityPolicy(options: Options): PluginModule {
  return () => ({
    name: 'content-security-policy',
    async postBuild({outDir}) {
      const entries = await readdir(outDir, {recursive: true});
      const pages = entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(outDir, entry));
      await Promise.all(
        pages.map(async (file) => {
          const html = await readFile(file, 'utf8');
          await writeFile(file, withPolicy(html, policyFor(html, options)));
        }),
      );
    },
  });
}
