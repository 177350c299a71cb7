import {join} from 'node:path';
import {type Bytes, fileBytes, htmlFileOf, pageAssets} from '../../tests/build/page-assets';

export interface PageWeight {
  js: Bytes;
  css: Bytes;
  html: Bytes;
}

/**
 * What a first visit to `route` loads from the site's own origin, computed
 * from the build the way `npm test` computes it (tests/build/page-assets.ts):
 * the HTML, the scripts and stylesheets it references, and the chunks of the
 * route components the router loads before rendering. Counting files from
 * the build rather than recording a browser's responses makes the figure
 * exact and repeatable; it equals what Chromium fetches before the
 * low-priority prefetches of linked pages start.
 */
export function pageWeight(siteDir: string, baseUrl: string, route: string): PageWeight {
  const buildDir = join(siteDir, 'build');
  const assets = pageAssets(baseUrl, route, siteDir);
  return {
    js: fileBytes(assets.js, buildDir),
    css: fileBytes(assets.css, buildDir),
    html: fileBytes([htmlFileOf(route, buildDir)], buildDir),
  };
}
