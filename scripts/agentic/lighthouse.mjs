/**
 * Lighthouse's Agentic Browsing category on a home page, a guide and an API page, with WebMCP switched on
 * and off. It serves build/ as GitHub Pages serves the project site (404 outside /actuatorjs/), unless
 * AGENTIC_ORIGIN names a server already running (e.g. `npm run serve`, to compare). Run `npm run build` first.
 */
import {resolve} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {pagesServer} from './pages-server.mjs';

const port = Number(process.env.AGENTIC_PORT ?? 4180);
const origin = process.env.AGENTIC_ORIGIN ?? `http://127.0.0.1:${port}`;
const server = process.env.AGENTIC_ORIGIN ? undefined : pagesServer(resolve('build')).listen(port, '127.0.0.1');
const pages = ['/actuatorjs/', '/actuatorjs/docs/main/guides/health', '/actuatorjs/docs/api/classes/HealthCheck'];
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

for (const webmcp of [true, false]) {
  for (const path of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromium,
      // Chromium reads only the last --enable-features switch: every feature goes in this one.
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...(webmcp ? ['--enable-features=WebMCP'] : [])],
    });
    try {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['agentic-browsing'],
      });
      const category = result?.lhr.categories['agentic-browsing'];
      const audits = (category?.auditRefs ?? []).map(({id}) => {
        const audit = result?.lhr.audits[id];
        return `${id} ${audit?.scoreDisplayMode === 'notApplicable' ? 'n/a' : (audit?.score ?? 'null')}`;
      });
      console.log(
        `WebMCP ${webmcp ? 'on ' : 'off'} ${path}: ${Math.round((category?.score ?? 0) * 100)} (${audits.join(', ')})`,
      );
    } finally {
      chrome.kill();
    }
  }
}
server?.close();
