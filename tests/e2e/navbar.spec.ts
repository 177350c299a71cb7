import {expect, test} from './support/fixtures';
import {longPage, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

async function scrollTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
}

test.describe('navbar hides on scroll (site-spec §4)', () => {
  test('hides when scrolling down, returns when scrolling up and near the top', async ({page}) => {
    await page.goto(`${baseUrl}${longPage}`);
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    for (const y of [300, 600, 900]) await scrollTo(page, y);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollTo(page, 700);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await scrollTo(page, 1200);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollTo(page, 10);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('stays hidden after navigating to a hash target on the page', async ({page}) => {
    await page.goto(`${baseUrl}${longPage}`);
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await page.locator('article a[href$="#gethealth"]').first().click();
    await expect(page).toHaveURL(/#gethealth$/);
    await expect(navbar).toHaveClass(/navbarHidden/);
    // It stays hidden: the scroll to the target does not bring it back.
    await page.waitForTimeout(300);
    await expect(navbar).toHaveClass(/navbarHidden/);
  });
});
