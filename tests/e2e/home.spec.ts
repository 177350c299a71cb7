import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

/** The home page's snippet: examples/quick-start.ts, type-checked and formatted by the source tests. */
const snippet = readFileSync(join(__dirname, '..', '..', 'examples', 'quick-start.ts'), 'utf-8');

test.describe('home page shows the code', () => {
  test('the install command and the whole snippet are on screen without scrolling at 1280×800', {
    tag: '@desktop-only',
  }, async ({page}) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    // The innermost box holding the install command and its copy button.
    const install = page
      .locator('header div')
      .filter({hasText: 'npm install @actuatorjs/actuatorjs'})
      .filter({has: page.getByRole('button', {name: /copy/i})})
      .last();
    await expect(install).toBeInViewport({ratio: 1});
    await expect(install.getByRole('button', {name: /copy/i})).toHaveCount(1);
    const code = page.getByRole('tabpanel').locator('pre');
    expect((await code.innerText()).trimEnd()).toBe(snippet.trimEnd());
    await expect(code).toBeInViewport({ratio: 1});
    expect(
      await code.evaluate((pre) => pre.scrollWidth <= pre.clientWidth && pre.scrollHeight <= pre.clientHeight),
    ).toBe(true);
  });

  test('at 390 px the two buttons are as wide as each other and nothing is wider than the screen', {
    tag: '@mobile-only',
  }, async ({page}) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const start = await page.getByRole('link', {name: 'Get started'}).boundingBox();
    const github = await page.getByRole('link', {name: 'View on GitHub'}).boundingBox();
    expect(Math.round(start?.width ?? 0)).toBe(Math.round(github?.width ?? -1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const tab of ['server.ts', '/actuator/health', '/actuator/info']) {
      await page.getByRole('tab', {name: tab}).click();
      const pre = page.locator('[role="tabpanel"]:not([hidden]) pre');
      expect(await pre.evaluate((element) => element.scrollWidth <= element.clientWidth), tab).toBe(true);
    }
  });
});
