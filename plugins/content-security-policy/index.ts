import {createHash} from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {editPages} from '../releases';

/**
 * A Content Security Policy `<meta>` in every built page (GitHub Pages sends no headers): scripts from the site,
 * `origins` (analytics) and inline ones by hash (not JSON-LD, which is data), no 'unsafe-inline'.
 */
function policyFor(html: string, origins: string[]): string {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes, body]) => body && !/\ssrc\s*=|application\/ld\+json/i.test(` ${attributes}`))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'none'", // fonts, frames, media, workers: the site uses none
    ["script-src 'self'", ...origins, ...new Set(hashes)].join(' '),
    ["connect-src 'self'", ...origins].join(' '), // the search index and the router's chunks
    "img-src 'self' data:", // Infima draws a few icons as data: SVGs
    "style-src 'self' 'unsafe-inline'", // the theme and the search set style attributes; styles run no code
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export default function pluginContentSecurityPolicy(_context: LoadContext, {origins}: {origins: string[]}): Plugin {
  const addPolicy = (html: string, page: string) => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html, origins)}">`;
    const withPolicy = html.replace(/<meta charset=["']?utf-8["']?\s*\/?>/i, (charset) => charset + meta);
    if (withPolicy === html) throw new Error(`Content Security Policy: no <meta charset> in ${page}`);
    return withPolicy;
  };
  // Synchronous, as paint-first's, whose inline script it hashes: the llms.txt plugin's postBuild reads the pages after.
  return {name: 'content-security-policy', postBuild: ({outDir}) => editPages(outDir, addPolicy)};
}
