import {expect, test} from './support/fixtures';
import {reachableColourToggle, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('colour mode: a fresh visit follows the system preference, light by default', () => {
  for (const [scheme, expected] of [
    ['dark', 'dark'],
    ['light', 'light'],
    ['no-preference', 'light'],
  ] as const) {
    test(`with the system preferring ${scheme}, the page is ${expected} and the choice is "system"`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await expect(html(page)).toHaveAttribute('data-theme', expected);
      await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    });
  }
});

test.describe('colour mode: the toggle', () => {
  test('cycles system → light → dark → system, and the page follows', async ({page, isMobile}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    const toggle = await reachableColourToggle(page, isMobile);
    const steps = [
      {choice: 'light', theme: 'light', label: 'light mode'},
      {choice: 'dark', theme: 'dark', label: 'dark mode'},
      {choice: 'system', theme: 'dark', label: 'system mode'},
    ];
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    for (const {choice, theme, label} of steps) {
      await toggle.click();
      await expect(html(page)).toHaveAttribute('data-theme-choice', choice);
      await expect(html(page)).toHaveAttribute('data-theme', theme);
      await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${label}`));
    }
  });

  test('the chosen mode persists across reloads and on other pages', async ({page, isMobile}) => {
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    const toggle = await reachableColourToggle(page, isMobile);
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
    await page.goto(`${baseUrl}/docs/api`);
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('colour mode: before the client has rendered', () => {
  test.use({javaScriptEnabled: false});
  test('the toggle is disabled in the server-rendered page', async ({page}) => {
    await page.goto(`${baseUrl}/`);
    const toggle = page.locator('button[aria-label^="Switch between dark and light mode"]').first();
    await expect(toggle).toBeDisabled();
  });
});
