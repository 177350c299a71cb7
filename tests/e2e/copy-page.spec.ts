import {siteRoot} from '../support/built-site';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

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

test.describe('"Open in ChatGPT" and "Open in Claude" on doc pages', () => {
  const chats = [
    {name: 'Open in ChatGPT', address: 'https://chatgpt.com/'},
    {name: 'Open in Claude', address: 'https://claude.ai/new'},
  ];

  test("are links whose prompt carries the page's absolute Markdown URL, reached by keyboard", async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    for (const {name, address} of chats) {
      const link = page.getByRole('link', {name, exact: true});
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(address);
      expect(href.searchParams.get('q')).toContain(`${siteRoot}/docs/main/install.md`);
      await link.focus();
      await expect(link).toBeFocused();
    }
    await page.getByRole('button', {name: 'Copy page as Markdown'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: chats[0]?.name, exact: true})).toBeFocused();
  });
});
