import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import {baseUrl} from '../e2e/support/routes';

/**
 * The pages of the last `npm run build`, read from build/ itself. The
 * per-page checks of the build tests and the browser tests take their pages
 * from here, so a page is checked as soon as it is built: there is no list
 * of pages to keep up to date. (The spec's own route table,
 * tests/e2e/support/routes.ts, checks only that its routes are there.)
 */

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
