import {createHash} from 'node:crypto';
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Adds a Content Security Policy to every built page, as a `<meta
 * http-equiv>` right after the charset (GitHub Pages cannot send the
 * header). Scripts may come from the site, from the hosts in the options
 * (analytics), or be one of the page's own inline scripts, each allowed by
 * the SHA-256 hash of its exact text: no 'unsafe-inline' or 'unsafe-eval'.
 * No package does this for Docusaurus's static pages
 * (csp-html-webpack-plugin needs html-webpack-plugin's pages).
 */
export interface Options {
  /** Origins allowed to serve scripts besides the site, e.g. the analytics host. */
  scriptOrigins: string[];
  /** Origins the page may send requests to besides the site (analytics beacons). */
  connectOrigins: string[];
}

/** The hashes of the page's inline scripts that the browser runs (no `src`, a script type). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '', body]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
      return (
        body &&
        !/\ssrc\s*=/i.test(` ${attributes}`) &&
        ['', 'text/javascript', 'application/javascript', 'module'].includes(type)
      );
    })
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
    );
  return [...new Set(hashes)];
}

export function policyFor(html: string, {scriptOrigins, connectOrigins}: Options): string {
  // Anything not listed (fonts, frames, media, workers) falls back to 'none': the site uses none.
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scriptOrigins, ...inlineScriptHashes(html)],
    // Search fetches its index, the router its chunks, from the site itself.
    'connect-src': ["'self'", ...connectOrigins],
    // Infima draws a few icons as data: SVGs in its stylesheet.
    'img-src': ["'self'", 'data:'],
    // Inline styles too: the theme and the search dropdown set style attributes. Styles run no code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export default function pluginContentSecurityPolicy(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
      await Promise.all(
        files.map(async (file) => {
          const html = await readFile(path.join(outDir, file), 'utf8');
          const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html, options)}">`;
          const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
          if (!charset) throw new Error(`Content Security Policy: no <meta charset> in ${file}`);
          const at = charset.index + charset[0].length;
          // Replaced whole, as other plugins' postBuild (llms.txt) read the pages meanwhile.
          await writeFile(path.join(outDir, `${file}.csp`), html.slice(0, at) + meta + html.slice(at));
          await rename(path.join(outDir, `${file}.csp`), path.join(outDir, file));
        }),
      );
    },
  };
}
