import {expect, test} from './support/fixtures';
import {
  expectNavbarHidden,
  longPage,
  nextFrames,
  scrollWindowTo as scrollTo,
  settleAnimations,
  waitForHydration,
} from './support/page';
import {baseUrl} from './support/routes';

test.describe('navbar hides on scroll', () => {
  test('hides when scrolling down, returns when scrolling up and near the top', async ({page}) => {
    await page.goto(`${baseUrl}${longPage}`);
    await waitForHydration(page);
    await expectNavbarHidden(page, false);
    for (const y of [300, 600, 900]) await scrollTo(page, y);
    await expectNavbarHidden(page, true);
    await scrollTo(page, 700);
    await expectNavbarHidden(page, false);
    await scrollTo(page, 1200);
    await expectNavbarHidden(page, true);
    await scrollTo(page, 10);
    await expectNavbarHidden(page, false);
  });

  test('stays hidden after navigating to a hash target on the page', async ({page}) => {
    await page.goto(`${baseUrl}${longPage}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      const scrolled = {events: 0};
      Object.assign(window, {scrolled});
      window.addEventListener('scroll', () => scrolled.events++);
    });
    await page.getByRole('article').getByRole('link', {name: 'getHealth', exact: true}).first().click();
    await expect(page).toHaveURL(/#gethealth$/);
    await expectNavbarHidden(page, true);
    // It stays hidden: the scroll to the target does not bring it back.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {scrolled: {events: number}}).scrolled.events))
      .toBeGreaterThan(0);
    await nextFrames(page);
    await settleAnimations(page);
    await expectNavbarHidden(page, true);
  });
});
