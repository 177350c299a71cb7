import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {currentVersion} from '../support/built-site';
import {expect, open, selectedText, test} from './support/fixtures';

const servers = [
  {tab: 'Node.js http', value: 'node-http', oldAnchor: 'nodejs-http'},
  {tab: 'Express', value: 'express', oldAnchor: 'express'},
  {tab: 'Fastify', value: 'fastify', oldAnchor: 'fastify'},
  {tab: 'Bun', value: 'bun', oldAnchor: 'bun'},
  {tab: 'Deno', value: 'deno', oldAnchor: 'deno'},
];
// Measured at 1280 px (2026-11-26): 5,636 px with one server shown, 10,010 px with all five.
const maxHeight = 6000;

test.describe('Examples page: the servers in one tab group', {tag: '@desktop-only'}, () => {
  test(`an old anchor or ?server= opens its tab, kept in the address; verbatim; ≤ ${maxHeight} px`, async ({page}) => {
    for (const {tab, value, oldAnchor} of servers) {
      await open(page, `./docs/main/examples#${oldAnchor}`);
      await expect(page.getByRole('tab', {name: tab, exact: true})).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]server=${value}(&|#|$)`));
      const shown = await selectedText(page.getByRole('tabpanel').first().locator('pre').first());
      // The page of the latest release shows the copies frozen with it.
      const file = join(currentVersion().files, `examples/${value}.ts`);
      expect(shown.trimEnd(), file).toBe(readFileSync(file, 'utf-8').trimEnd());
      expect(await page.evaluate(() => document.documentElement.scrollHeight), tab).toBeLessThanOrEqual(maxHeight);
    }
    await open(page, './docs/main/examples?server=fastify');
    await expect(page.getByRole('tab', {name: 'Fastify', exact: true})).toHaveAttribute('aria-selected', 'true');
  });
});
