import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {openMobileSidebar, waitForHydration} from './support/page';
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

// The mobile menu is rendered in the browser only: its links are right from the start.
test.describe('locale dropdown items (site-spec §2 navbar)', {tag: '@desktop-only'}, () => {
  const english = (page: Page) => localeDropdown(page).locator('.dropdown__menu a', {hasText: 'English'});

  test('link to the same path, query and hash from the first load, and follow later changes of either', async ({
    page,
  }) => {
    const install = `${baseUrl}/docs/main/install`;
    await page.goto(`${install}?x=1#requirements`);
    await waitForHydration(page);
    await expect(english(page)).toHaveAttribute('href', `${install}?x=1#requirements`);
    await page.getByRole('tab', {name: 'yarn'}).click();
    await expect(english(page)).toHaveAttribute('href', `${install}?x=1&package-manager=yarn#requirements`);
    await page.locator('.table-of-contents a[href="#import-it"]').click();
    await expect(english(page)).toHaveAttribute('href', `${install}?x=1&package-manager=yarn#import-it`);
  });
});
