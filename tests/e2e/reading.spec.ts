import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {sitemapRoutes} from '../support/built-site';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

/** Every docs page of the built sitemap: guides, examples and the API reference. */
const docsRoutes = sitemapRoutes().filter((route) => route.startsWith('/docs/'));

/** Shows every tab panel and opens every disclosure, so that code out of sight is measured too. */
const showAllTabPanels = (page: Page) =>
  page.evaluate(() => {
    for (const panel of Array.from(document.querySelectorAll('[role="tabpanel"][hidden]'))) {
      panel.removeAttribute('hidden');
    }
    for (const details of Array.from(document.querySelectorAll('details'))) {
      details.open = true;
      // The theme's Details collapses its content with inline styles.
      for (const content of Array.from(details.querySelectorAll(':scope > div'))) content.removeAttribute('style');
    }
  });

/** Code blocks whose content is wider than their box, by title or first line. */
const overflowingCodeBlocks = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('pre'))
      .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
      .map((pre) => `${pre.scrollWidth} px in ${pre.clientWidth} px: ${pre.textContent?.split('\n')[0]?.slice(0, 60)}`),
  );

/** Inline code whose tokens (runs without spaces, such as `--allow-sys`) start on one line and end on the next. */
const splitInlineTokens = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    for (const code of Array.from(document.querySelectorAll('article code'))) {
      if (code.closest('pre')) continue;
      const positions: [Text, number][] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let offset = 0; offset < (node.textContent ?? '').length; offset++) positions.push([node as Text, offset]);
      }
      const text = positions.map(([node, offset]) => node.data[offset]).join('');
      for (const match of text.matchAll(/\S+/g)) {
        const [startNode, startOffset] = positions[match.index] as [Text, number];
        const [endNode, endOffset] = positions[match.index + match[0].length - 1] as [Text, number];
        const range = document.createRange();
        range.setStart(startNode, startOffset);
        range.setEnd(endNode, endOffset + 1);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.bottom)),
        );
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });

test.describe('every docs page in the sitemap reads at 1280 px', {tag: '@desktop-only'}, () => {
  test('finds the docs pages in the built sitemap', () => {
    expect(docsRoutes).toEqual(expect.arrayContaining(['/docs/main/examples', '/docs/api/functions/getInfo']));
  });

  for (const route of docsRoutes) {
    test(`${route}: no code block scrolls sideways and no inline code token is split`, async ({page}) => {
      await page.goto(`${baseUrl}${route}`);
      await waitForHydration(page);
      await showAllTabPanels(page);
      expect(await overflowingCodeBlocks(page)).toEqual([]);
      expect(await splitInlineTokens(page)).toEqual([]);
    });
  }
});

test.describe('code blocks at 390 px', {tag: '@mobile-only'}, () => {
  test('a block wider than the screen keeps the word-wrap toggle', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/examples`);
    await waitForHydration(page);
    const block = page.locator('[role="tabpanel"]:not([hidden]) pre').first();
    expect(await block.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    const toggle = page.locator('[role="tabpanel"]:not([hidden])').getByRole('button', {name: 'Toggle word wrap'});
    await toggle.first().click();
    expect(await block.evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1)).toBe(false);
  });
});

const servers = [
  {tab: 'Node.js http', value: 'node-http', file: 'examples/node-http.ts', oldAnchor: 'nodejs-http'},
  {tab: 'Express', value: 'express', file: 'examples/express.ts', oldAnchor: 'express'},
  {tab: 'Fastify', value: 'fastify', file: 'examples/fastify.ts', oldAnchor: 'fastify'},
  {tab: 'Bun', value: 'bun', file: 'examples/bun.ts', oldAnchor: 'bun'},
  {tab: 'Deno', value: 'deno', file: 'examples/deno.ts', oldAnchor: 'deno'},
];
const MAX_EXAMPLES_HEIGHT = 4000;

test.describe('Examples page: the servers in one tab group', {tag: '@desktop-only'}, () => {
  for (const {tab, file} of servers) {
    test(`with the ${tab} tab open, the page is at most ${MAX_EXAMPLES_HEIGHT} px tall and shows ${file} verbatim`, async ({
      page,
    }) => {
      await page.goto(`${baseUrl}/docs/main/examples`);
      await waitForHydration(page);
      await page.getByRole('tab', {name: tab, exact: true}).click();
      const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
      const shown = await panel
        .locator('pre')
        .first()
        .evaluate((pre) => (pre as HTMLElement).innerText);
      const source = readFileSync(join(__dirname, '..', '..', file), 'utf-8');
      expect(shown.trimEnd()).toBe(source.trimEnd());
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(MAX_EXAMPLES_HEIGHT);
    });
  }

  for (const {tab, value, oldAnchor} of servers) {
    test(`the old anchor #${oldAnchor} opens the ${tab} tab and puts ?server=${value} in the address`, async ({
      page,
    }) => {
      await page.goto(`${baseUrl}/docs/main/examples#${oldAnchor}`);
      await waitForHydration(page);
      await expect(page.getByRole('tab', {name: tab, exact: true})).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]server=${value}(&|#|$)`));
    });
  }

  test('a link with ?server=fastify opens the Fastify tab', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/examples?server=fastify`);
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Fastify', exact: true})).toHaveAttribute('aria-selected', 'true');
  });
});
