import {baseUrl} from './support/routes';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';

test.describe('"Copy page as Markdown" on doc pages', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  for (const path of ['/docs/main/introduction', '/docs/api/classes/Actuator']) {
    test(`${path}: puts the page's Markdown on the clipboard and says so`, async ({page, request}) => {
      const markdown = await (await request.get(`${baseUrl}${path}.md`)).text();
      await page.goto(`${baseUrl}${path}`);
      // Before hydration the built button is there but does nothing yet.
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(markdown);
      expect(clipboard).toMatch(/^# \S/);
    });
  }

  test('offers a link to the Markdown when the copy fails', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await page.evaluate(() => {
      navigator.clipboard.write = () => Promise.reject(new Error('denied'));
    });
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copy failed'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Open the Markdown'})).toHaveAttribute(
      'href',
      `${baseUrl}/docs/main/install.md`,
    );
  });
});
