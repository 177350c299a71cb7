import {baseUrl, routes} from './support/routes';
import {expect, test} from './support/fixtures';

test.describe('every route of the spec table (site-spec §2)', () => {
  for (const {path, heading} of routes) {
    test(`${path} answers 200 and shows its heading "${heading}"`, async ({page}) => {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2025 actuatorjs.');
    });
  }
});

test.describe('unknown paths (site-spec §8)', () => {
  test.use({allowedConsole: [/status of 404/]});
  for (const path of ['/no-such-page', '/docs/main/nope', '/docs/api/classes/Missing']) {
    test(`${path} answers 404 with the not-found page and ways on`, async ({page}) => {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      const main = page.locator('main');
      for (const link of ['Documentation home', 'Guides', 'API reference', 'Search the docs']) {
        await expect(main.getByRole('link', {name: link})).toBeVisible();
      }
    });
  }
});
