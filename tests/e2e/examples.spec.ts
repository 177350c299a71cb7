import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {currentVersion} from '../support/built-site';
import {expect, open, selectedText, test} from './support/fixtures';

const servers = [
  {tab: 'Node.js http', value: 'node-http', file: 'examples/node-http.ts', oldAnchor: 'nodejs-http'},
  {tab: 'Express', value: 'express', file: 'examples/express.ts', oldAnchor: 'express'},
  {tab: 'Fastify', value: 'fastify', file: 'examples/fastify.ts', oldAnchor: 'fastify'},
  {tab: 'Bun', value: 'bun', file: 'examples/bun.ts', oldAnchor: 'bun'},
  {tab: 'Deno', value: 'deno', file: 'examples/deno.ts', oldAnchor: 'deno'},
];
// Measured at 1280 px (2026-11-26): 5,636 px with one server shown, 10,010 px with all five.
const maxHeight = 6000;

test.describe('Examples page: the servers in one tab group', {tag: '@desktop-only'}, () => {
  test(`each server's tab shows its file verbatim and keeps the page at most ${maxHeight} px tall`, async ({page}) => {
    await open(page, './docs/main/examples');
    for (const {tab, file} of servers) {
      await page.getByRole('tab', {name: tab, exact: true}).click();
      const shown = await selectedText(page.getByRole('tabpanel').first().locator('pre').first());
      // The page of the latest release shows the copies frozen with it.
      expect(shown.trimEnd(), file).toBe(readFileSync(join(currentVersion().files, file), 'utf-8').trimEnd());
      expect(await page.evaluate(() => document.documentElement.scrollHeight), tab).toBeLessThanOrEqual(maxHeight);
    }
  });

  test('an old anchor or a ?server= link opens its tab, and the address names the server', async ({page}) => {
    for (const {tab, value, oldAnchor} of servers) {
      await open(page, `./docs/main/examples#${oldAnchor}`);
      await expect(page.getByRole('tab', {name: tab, exact: true})).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]server=${value}(&|#|$)`));
    }
    await open(page, './docs/main/examples?server=fastify');
    await expect(page.getByRole('tab', {name: 'Fastify', exact: true})).toHaveAttribute('aria-selected', 'true');
  });
});
