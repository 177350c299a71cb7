import {baseUrl} from './support/routes';
import {expect, test} from './support/fixtures';

// Every route of the spec's route table is visited once, in
// accessibility.spec.ts: status 200, heading, footer, clean console and axe.

test.describe('unknown paths', () => {
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
