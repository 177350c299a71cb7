import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('keyboard navigation', () => {
  test('Tab adds the keyboard-navigation marker and a mouse press removes it', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    const body = page.locator('body');
    // The server-rendered body carries the marker (outlines without JS); a mouse press clears it.
    await page.mouse.move(5, 400);
    await page.mouse.down();
    await page.mouse.up();
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
    await page.keyboard.press('Tab');
    await expect(body).toHaveClass(/navigation-with-keyboard/);
    await page.mouse.move(5, 400);
    await page.mouse.down();
    await page.mouse.up();
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  });

  test('the first Tab reaches "Skip to main content", and activating it moves focus to the main content', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The main content becomes the focus starting point: the next Tab lands inside it, past the navbar.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});
