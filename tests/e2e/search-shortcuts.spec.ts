import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('keyboard shortcuts to the search box', () => {
  test.beforeEach(async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/introduction`);
    // The shortcuts listen from the client's code: a key pressed before
    // hydration has nothing to reach.
    await waitForHydration(page);
  });

  // The input's role is combobox only once its code loads: find it by placeholder.
  const searchBox = (page: import('@playwright/test').Page) => page.getByPlaceholder('Search');

  test('"/" focuses the search box', async ({page}) => {
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('Ctrl/Cmd+K focuses the search box', async ({page}) => {
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchBox(page)).toBeFocused();
  });

  test('"/" typed in a field stays in the field', async ({page}) => {
    await searchBox(page).focus();
    await page.keyboard.type('health/info');
    await expect(searchBox(page)).toHaveValue('health/info');
  });
});
