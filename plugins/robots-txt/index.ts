import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** robots.txt: every page may be crawled; the sitemap by its absolute URL, so a build for another SITE_URL or BASE_URL names its own. */
export default function pluginRobotsTxt({siteConfig: {url, baseUrl}}: LoadContext): Plugin {
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${new URL(`${baseUrl}sitemap.xml`, url).href}\n`;
  return {name: 'robots-txt', postBuild: ({outDir}) => writeFile(join(outDir, 'robots.txt'), robots)};
}
