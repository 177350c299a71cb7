import type {Page} from '@playwright/test';
import {themes} from 'prism-react-renderer';
import {colourToggles, expect, open, openMobileSidebar, test} from './support/fixtures';

const html = (page: Page) => page.locator('html');
/** The first highlighted keyword of the page's code, and the keyword colour of a Prism theme of the config. */
const keyword = (page: Page) => page.locator('pre').getByText('import', {exact: true}).first();
const keywordColour = (theme: typeof themes.vsLight) =>
  theme.styles.find((entry) => entry.types.includes('keyword'))?.style.color ?? 'no keyword colour';

test.describe('colour mode', () => {
  test('follows the system, else light; the toggle cycles system, light, dark; kept', async ({page, isMobile}) => {
    for (const [scheme, mode, theme] of [
      ['light', 'light', themes.vsLight],
      ['no-preference', 'light', themes.vsLight],
      ['dark', 'dark', themes.dracula],
    ] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await open(page, './docs/main/install');
      await expect(html(page), scheme).toHaveAttribute('data-theme', mode);
      await expect(keyword(page), scheme).toHaveCSS('color', keywordColour(theme));
    }
    // From the dark system: each choice, code included.
    if (isMobile) await openMobileSidebar(page);
    const toggle = colourToggles(page).filter({visible: true});
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
    for (const [choice, mode, theme] of [
      ['light', 'light', themes.vsLight],
      ['dark', 'dark', themes.dracula],
      ['system', 'dark', themes.dracula],
      ['light', 'light', themes.vsLight],
    ] as const) {
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${choice} mode`));
      await expect(html(page)).toHaveAttribute('data-theme', mode);
      await expect(keyword(page)).toHaveCSS('color', keywordColour(theme));
    }
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await open(page, './docs/api');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
});
