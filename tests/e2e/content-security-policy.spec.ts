import type {Page} from '@playwright/test';
import {baseUrl} from './support/routes';
import {expect, test} from './support/fixtures';

/**
 * Every interactive behaviour of the site still works under the Content
 * Security Policy each built page carries. The base fixture fails a test on
 * any `securitypolicyviolation`, so "works" here also means "nothing blocked".
 */

/** Opens a page, checks it carries the policy, and waits until React runs it. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self'/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('the site under its Content Security Policy', () => {
  test('the colour mode toggle switches the theme', async ({page}) => {
    await visit(page, '/docs/main/introduction');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // On narrow screens the toggle lives in the navbar's menu.
    const menu = page.getByRole('button', {name: 'Toggle navigation bar'});
    if (await menu.isVisible()) await menu.click();
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('search finds pages for a query typed in the navbar', async ({page}) => {
    await visit(page, '/docs/main/introduction');
    const search = page.getByPlaceholder('Search');
    await search.click();
    await search.fill('health');
    await expect(page.getByRole('option', {name: /Health/}).first()).toBeVisible();
  });

  test('the search page lists results for a query in its URL', async ({page}) => {
    await visit(page, '/search?q=health');
    await expect(
      page
        .getByRole('article')
        .getByRole('link', {name: /Health/})
        .first(),
    ).toBeVisible();
  });

  test('the announcement bar closes', async ({page}) => {
    await visit(page, '/');
    const bar = page.getByRole('banner').first();
    await expect(page.getByText('is on npm')).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByText('is on npm')).toBeHidden();
  });

  test('the route progress bar shows during a slow navigation', async ({page}) => {
    await visit(page, '/docs/main/introduction');
    // Hold the next page's chunks back so the 200 ms progress delay passes.
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', {name: 'Installation'}).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('h1')).toHaveText('Installation');
  });

  test.describe('crash page', () => {
    // React reports the error it caught, as it should. (One pattern: an
    // option given as [value, value] would read as a fixture tuple.)
    test.use({allowedConsole: [/Cannot read properties of undefined|error occurred in/i]});

    test('shows "This page crashed." with the message and a working "Try again"', async ({page}) => {
      // Corrupt the docs version data a doc page renders from: rendering it throws.
      await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({response, body: body.replace(`JSON.parse('{"version":`, `JSON.parse('{"broken":`)});
      });
      await visit(page, '/docs/main/introduction');
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
      await expect(page.getByText(/Cannot read properties of undefined/).first()).toBeVisible();
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    });
  });
});

test.describe('the mobile menu under the Content Security Policy', {tag: '@mobile-only'}, () => {
  test('opens and lists the docs link', async ({page}) => {
    await visit(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'})).toBeVisible();
  });
});
