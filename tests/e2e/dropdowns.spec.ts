import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {openMobileSidebar, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});

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
      const dropdown = navbar(page).getByRole('button', {name: 'English'});
      await dropdown.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
      await close(page);
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

// The collapsible dropdown exists only in the mobile sidebar.
test.describe('dropdowns on mobile', {tag: '@mobile-only'}, () => {
  // A dropdown is open when its items show: 0.0.5 under "Versions", English under "Languages".
  const version = (page: Page) => navbar(page).getByRole('link', {name: '0.0.5', exact: true});
  const english = (page: Page) => navbar(page).getByRole('link', {name: 'English', exact: true});
  const button = (page: Page, name: string) => navbar(page).getByRole('button', {name, exact: true});

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
    await expect(button(page, 'Versions')).toBeVisible();
    await expect(version(page)).toBeHidden();
    await button(page, 'Versions').click();
    await expect(version(page)).toBeVisible();
    await button(page, 'Versions').click();
    await expect(version(page)).toBeHidden();
  });

  test('on a docs page, "Versions" and "Languages" are open on arrival, each showing its item for the current page', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await openMainMenu(page);
    await expect(version(page)).toBeVisible();
    await expect(english(page)).toBeVisible();
  });

  test('a dropdown open on arrival still collapses and expands on a click', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await openMainMenu(page);
    await expect(english(page)).toBeVisible();
    await button(page, 'Languages').click();
    await expect(english(page)).toBeHidden();
    await button(page, 'Languages').click();
    await expect(english(page)).toBeVisible();
  });

  test('the "Languages" item links to the same path, query and hash', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/introduction?x=1#status`);
    await waitForHydration(page);
    await openMainMenu(page);
    await expect(english(page)).toHaveAttribute('href', `${baseUrl}/docs/main/introduction?x=1#status`);
  });
});

// The mobile menu's items are checked above.
test.describe('locale dropdown items', {tag: '@desktop-only'}, () => {
  // Hidden until the dropdown opens, the item still carries its link.
  const english = (page: Page) => navbar(page).getByRole('link', {name: 'English', exact: true, includeHidden: true});

  test('link to the same path, query and hash from the first load, and follow later changes of either', async ({
    page,
  }) => {
    const install = `${baseUrl}/docs/main/install`;
    await page.goto(`${install}?x=1#requirements`);
    await waitForHydration(page);
    await expect(english(page)).toHaveAttribute('href', `${install}?x=1#requirements`);
    await page.getByRole('tab', {name: 'yarn'}).click();
    await expect(english(page)).toHaveAttribute('href', `${install}?x=1&package-manager=yarn#requirements`);
    await page.getByRole('link', {name: 'Import it', exact: true}).click();
    await expect(english(page)).toHaveAttribute('href', `${install}?x=1&package-manager=yarn#import-it`);
  });
});
