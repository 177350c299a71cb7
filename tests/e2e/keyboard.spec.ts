import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('keyboard navigation', () => {
  test('focus outlines show after Tab and go after a mouse press', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    const link = page.getByRole('link', {name: 'Skip to main content'});
    // The outline of the link, focused as the keyboard would (:focus-visible).
    const outline = () =>
      link.evaluate((element: HTMLElement) => {
        element.focus({focusVisible: true} as FocusOptions);
        return getComputedStyle(element).outlineStyle;
      });
    const pressMouse = async () => {
      await page.mouse.move(5, 400);
      await page.mouse.down();
      await page.mouse.up();
    };
    await pressMouse();
    expect(await outline()).toBe('none');
    await page.keyboard.press('Tab');
    await expect.poll(outline).not.toBe('none');
    await pressMouse();
    await expect.poll(outline).toBe('none');
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
