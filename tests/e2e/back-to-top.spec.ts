import {expect, test} from './support/fixtures';
import {longPage, scrollWindowTo, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('back-to-top button', () => {
  test('appears when scrolling back up a long page and scrolls to the top', async ({page}) => {
    await page.goto(`${baseUrl}${longPage}`);
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(button).toBeHidden();
    for (const y of [500, 1000, 1500, 1400]) await scrollWindowTo(page, y);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
