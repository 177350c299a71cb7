import {externalLinks} from '../../src/data/links';
import {sitemapRoutes} from '../support/built-site';
import {analyticsHost, expect, test} from './support/fixtures';
import {baseUrl, headingOf} from './support/routes';

/**
 * What a reader's browser can throw at the site: garbage in local storage,
 * an analytics host that does not answer, and no JavaScript at all.
 */

test.describe('garbage in local storage', () => {
  async function visitWithStorage(page: import('@playwright/test').Page, values: Record<string, string>) {
    // Seeded once per tab, so that a reload shows what the site left behind.
    await page.addInitScript((entries) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, values);
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('h1')).toHaveText('Introduction');
  }

  test('an unknown colour mode is ignored: the page is light, and the toggle stores a valid mode', async ({page}) => {
    await visitWithStorage(page, {theme: '"><img src=x>'});
    const textColour = () => page.evaluate(() => getComputedStyle(document.body).color);
    const garbageColour = await textColour();
    const menu = page.getByRole('button', {name: 'Toggle navigation bar'});
    if (await menu.isVisible()) await menu.click();
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click(); // the garbage reads as "light": the next choice is dark
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkColour = await textColour();
    await toggle.click(); // dark → system, which is light in these tests
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await textColour()).toBe(garbageColour);
    expect(darkColour).not.toBe(garbageColour);
  });

  test('an unknown preferred docs version is ignored and cleared', async ({page}) => {
    await visitWithStorage(page, {'docs-preferred-version-default': '../../no-such-version'});
    await expect(page.getByRole('navigation', {name: 'Main'}).getByText('0.0.5').first()).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .not.toBe('../../no-such-version');
  });

  test('a garbage dismiss flag keeps the announcement bar shown', async ({page}) => {
    await visitWithStorage(page, {
      'docusaurus.announcement.dismiss': '{not json',
      'docusaurus.announcement.id': 'release-0.0.5',
    });
    await expect(page.getByText('is on npm')).toBeVisible();
  });

  test('a dismissal of an unknown announcement id is reset: the bar shows again', async ({page}) => {
    await visitWithStorage(page, {
      'docusaurus.announcement.dismiss': 'true',
      'docusaurus.announcement.id': '\u0000garbage',
    });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('release-0.0.5');
    // Docusaurus's inline script hides the bar for this whole visit before
    // React runs; the next load reads the reset value and shows it.
    await page.reload();
    await expect(page.getByText('is on npm')).toBeVisible();
  });
});

test.describe('analytics host unreachable', () => {
  // The browser's own report of the failed request; nothing of ours may log.
  test.use({allowedConsole: [/^error: Failed to load resource: net::ERR_FAILED$/]});

  test('pages render, navigate and switch colour mode without it', async ({page}) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.route(`https://${analyticsHost}/**`, (route) => route.abort('failed'));
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Installation'}).click();
    await expect(page.locator('h1')).toHaveText('Installation');
    await expect(page.getByPlaceholder('Search')).toBeVisible();
    expect(failed.some((url) => url.startsWith(`https://${analyticsHost}/`))).toBe(true);
  });
});

test.describe('JavaScript disabled: the static HTML alone', () => {
  test.use({javaScriptEnabled: false});

  for (const route of sitemapRoutes()) {
    test(`${route} shows its content and its navbar and footer links`, async ({page}) => {
      await page.goto(`${baseUrl}${route}`);
      await expect(page.locator('h1').first()).toHaveText(headingOf(route));
      await expect(page.locator('main')).not.toBeEmpty();
      const navbar = page.getByRole('navigation', {name: 'Main'});
      await expect(navbar.locator(`a[href="${baseUrl}/docs/main/introduction"]`).first()).toBeAttached();
      for (const {href} of externalLinks) await expect(navbar.locator(`a[href="${href}"]`).first()).toBeAttached();
      const footer = page.getByRole('contentinfo');
      for (const name of ['Introduction', 'Installation', 'Examples', ...externalLinks.map(({label}) => label)]) {
        await expect(footer.getByRole('link', {name, exact: true})).toBeVisible();
      }
    });
  }
});
