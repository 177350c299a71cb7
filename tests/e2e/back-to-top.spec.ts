import {expect, test} from './support/fixtures';
import {longPage, scrollWindowTo, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('back-to-top button', () => {
  test('appears when scrolling back up a long page and scrolls to the top', async ({page}) => {
    await page.goto(`${baseUrl}${longPage}`);
    await waitForHydration(page);
    // Hidden buttons are not in the accessibility tree: find it by its theme class.
    const button = page.locator('.theme-back-to-top-button');
    await expect(button).toHaveAttribute('aria-label', 'Scroll back to top');
    await expect(button).not.toHaveClass(/backToTopButtonShow/);
    for (const y of [500, 1000, 1500, 1400]) await scrollWindowTo(page, y);
    await expect(button).toHaveClass(/backToTopButtonShow/);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).not.toHaveClass(/backToTopButtonShow/);
  });
});
