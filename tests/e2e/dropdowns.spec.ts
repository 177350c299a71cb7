import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {openMobileSidebar, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

const localeDropdown = (page: Page) => page.locator('.navbar__item.dropdown').filter({hasText: 'English'});

// The mobile dropdown is a collapsible list, tested below.
test.describe('locale dropdown on desktop', {tag: '@desktop-only'}, () => {
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
test.describe('dropdowns on mobile', {tag: '@mobile-only'}, () => {
  const dropdown = (page: Page, label: string) =>
    page.locator('.navbar-sidebar .menu__list-item').filter({has: page.getByRole('button', {name: label})});
  const versions = (page: Page) => dropdown(page, 'Versions');
  const languages = (page: Page) => dropdown(page, 'Languages');

  /** Opens the menu on a docs page, where it shows the docs sidebar first, and goes back to the navbar's items. */
  async function openMainMenu(page: Page): Promise<void> {
    await openMobileSidebar(page);
    await page.getByRole('button', {name: /Back to main menu/}).click();
  }

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

  test('on a docs page, "Versions" and "Languages" are open on arrival, each showing its item for the current page', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await openMainMenu(page);
    await expect(versions(page)).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(versions(page).getByRole('link', {name: '0.0.5'})).toBeVisible();
    await expect(languages(page)).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(languages(page).getByRole('link', {name: 'English'})).toBeVisible();
  });

  test('a dropdown open on arrival still collapses and expands on a click', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await openMainMenu(page);
    const button = languages(page).getByRole('button', {name: 'Languages'});
    await expect(languages(page)).not.toHaveClass(/menu__list-item--collapsed/);
    await button.click();
    await expect(languages(page)).toHaveClass(/menu__list-item--collapsed/);
    await expect(languages(page).getByRole('link', {name: 'English'})).toBeHidden();
    await button.click();
    await expect(languages(page)).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(languages(page).getByRole('link', {name: 'English'})).toBeVisible();
  });

  test('the "Languages" item links to the same path, query and hash', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/introduction?x=1#status`);
    await waitForHydration(page);
    await openMainMenu(page);
    await expect(languages(page).getByRole('link', {name: 'English'})).toHaveAttribute(
      'href',
      `${baseUrl}/docs/main/introduction?x=1#status`,
    );
  });
});

// The mobile menu's items are checked above.
test.describe('locale dropdown items', {tag: '@desktop-only'}, () => {
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
