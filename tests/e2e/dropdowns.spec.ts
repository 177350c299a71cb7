import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {longPage, openMobileSidebar, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

const localeDropdown = (page: Page) => page.locator('.navbar__item.dropdown').filter({hasText: 'English'});

// The mobile dropdown is a collapsible list, tested below.
test.describe('locale dropdown on desktop (site-spec §4 dropdown)', {tag: '@desktop-only'}, () => {
  for (const [how, close] of [
    ['an outside click', (page: Page) => page.mouse.click(640, 600)],
    ['an outside touch', (page: Page) => page.locator('main').dispatchEvent('touchstart')],
    ['focus moving outside', (page: Page) => page.locator('main a').first().focus()],
  ] as const) {
    test(`opened from the keyboard, it closes on ${how}`, async ({page}) => {
      await page.goto(`${baseUrl}/docs/main/install`);
      await waitForHydration(page);
      const dropdown = localeDropdown(page);
      await dropdown.getByRole('button', {name: 'English'}).focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveClass(/dropdown--show/);
      await close(page);
      await expect(dropdown).not.toHaveClass(/dropdown--show/);
    });
  }
});

// The collapsible dropdown exists only in the mobile sidebar.
test.describe('dropdowns on mobile (site-spec §4 dropdown)', {tag: '@mobile-only'}, () => {
  const versions = (page: Page) => page.locator('.navbar-sidebar .menu__list-item').filter({hasText: 'Versions'});

  test('a dropdown is collapsed when none of its items is active, and expands and collapses on demand', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await openMobileSidebar(page);
    await expect(versions(page)).toHaveClass(/menu__list-item--collapsed/);
    await versions(page).getByRole('button', {name: 'Versions'}).click();
    await expect(versions(page)).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(versions(page).getByRole('link', {name: '0.0.5'})).toBeVisible();
    await versions(page).getByRole('button', {name: 'Versions'}).click();
    await expect(versions(page)).toHaveClass(/menu__list-item--collapsed/);
  });
});

// The same items render in the mobile sidebar; checked once, on desktop.
test.describe('locale dropdown items (site-spec §2 navbar)', {tag: '@desktop-only'}, () => {
  test('link to the same path, query and hash', async ({page}) => {
    await page.goto(`${baseUrl}${longPage}?tab=npm`);
    await waitForHydration(page);
    await page.locator('article a[href$="#gethealth"]').first().click();
    const english = localeDropdown(page).locator('.dropdown__menu a', {hasText: 'English'});
    await expect(english).toHaveAttribute('href', `${baseUrl}${longPage}?tab=npm#gethealth`);
  });
});
