import {expect, test} from './support/fixtures';
import {longPage, nextFrames, scrollWindowTo as scrollTo, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('navbar hides on scroll', () => {
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
    await page.evaluate(() => {
      const scrolled = {events: 0};
      Object.assign(window, {scrolled});
      window.addEventListener('scroll', () => scrolled.events++);
    });
    await page.locator('article a[href$="#gethealth"]').first().click();
    await expect(page).toHaveURL(/#gethealth$/);
    await expect(navbar).toHaveClass(/navbarHidden/);
    // It stays hidden: the scroll to the target does not bring it back.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {scrolled: {events: number}}).scrolled.events))
      .toBeGreaterThan(0);
    await nextFrames(page);
    await expect(navbar).toHaveClass(/navbarHidden/);
  });
});
