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
    const navbar = page.getByRole('navigation', {name: 'Main'});
    if (isMobile) {
      await openMobileSidebar(page);
      await navbar.getByRole('button', {name: 'Versions', exact: true}).click();
    } else {
      await navbar.getByRole('button', {name: '0.0.5', exact: true}).hover();
    }
    await navbar.getByRole('link', {name: '0.0.5', exact: true}).click();
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
