import {expect, test} from './support/fixtures';
import {openMobileSidebar, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

const storageKey = 'docs-preferred-version-default';

test.describe('docs version', () => {
  test('choosing version 0.0.5 in the version dropdown stores it as the preferred version of the docs plugin', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    if (isMobile) {
      await openMobileSidebar(page);
      const versions = page.locator('.navbar-sidebar .menu__list-item').filter({hasText: 'Versions'});
      await versions.getByRole('button', {name: 'Versions'}).click();
      await versions.getByRole('link', {name: '0.0.5'}).click();
    } else {
      const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'All releases'});
      await dropdown.hover();
      await dropdown.locator('.dropdown__menu').getByRole('link', {name: '0.0.5'}).click();
    }
    await expect(page).toHaveURL(/\/docs/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('current');
  });

  test('a stored version name that no longer exists is cleared', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await page.evaluate((key) => localStorage.setItem(key, '9.9.9-removed'), storageKey);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  });
});
