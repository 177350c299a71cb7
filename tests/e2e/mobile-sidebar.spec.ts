import {expect, test} from './support/fixtures';
import {closeMobileSidebar, openMobileSidebar, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// The navbar sidebar exists only in the mobile layout.
test.describe('mobile sidebar', {tag: '@mobile-only'}, () => {
  test('opens and closes, locking body scrolling while open', async ({page}) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await openMobileSidebar(page);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await closeMobileSidebar(page).click();
    await expect(closeMobileSidebar(page)).toBeHidden();
    await expect(page.locator('body')).toHaveCSS('overflow', 'visible');
  });

  test('on a docs page shows the docs sidebar with "Back to main menu" to the navbar items', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await openMobileSidebar(page);
    const sidebar = page.getByRole('navigation', {name: 'Main'});
    await expect(sidebar.getByRole('link', {name: 'Installation'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Source repository on GitHub'})).toBeVisible();
  });
});

// The theme switches to desktop when the window is wider than 996 px
// (useWindowSize: innerWidth > 996; Infima: max-width 996px is mobile), one
// pixel later than the spec words it ("desktop at or above 996"). These
// tests pin the theme's actual breakpoint.
// These tests set their own window widths: run once, in the desktop project.
test.describe('layout breakpoint at 996 px', {tag: '@desktop-only'}, () => {
  test('the layout is mobile at 996 px and desktop at 997 px', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    const desktopSidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(hamburger).toBeVisible();
    await expect(desktopSidebar).toBeHidden();
    await page.setViewportSize({width: 997, height: 800});
    await expect(hamburger).toBeHidden();
    await expect(desktopSidebar).toBeVisible();
  });

  test('an open mobile sidebar is forced hidden, and scrolling unlocked, when the window grows to desktop width', async ({
    page,
  }) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await openMobileSidebar(page);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.setViewportSize({width: 997, height: 800});
    await expect(closeMobileSidebar(page)).toBeHidden();
    await expect(page.locator('body')).toHaveCSS('overflow', 'visible');
  });
});
