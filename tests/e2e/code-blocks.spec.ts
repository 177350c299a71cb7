import {themes} from 'prism-react-renderer';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// The keyword colour of the Prism themes configured in docusaurus.config.ts.
const keywordColour = (theme: typeof themes.vsLight) =>
  theme.styles.find((entry) => entry.types.includes('keyword'))?.style.color ?? 'no keyword colour';

test.describe('code blocks', () => {
  for (const [scheme, theme] of [
    ['light', themes.vsLight],
    ['dark', themes.dracula],
  ] as const) {
    test(`are highlighted with the ${scheme} theme's colours on a fresh ${scheme}-mode visit`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto(`${baseUrl}/docs/main/install`);
      await waitForHydration(page);
      const keyword = page.locator('pre').getByText('import', {exact: true}).first();
      await expect(keyword).toHaveCSS('color', keywordColour(theme));
    });
  }

  // The toggle and the colours are the same at both widths.
  test('take the other theme when the reader switches colour mode', {tag: '@desktop-only'}, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click(); // system → light
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click(); // light → dark
    const keyword = page.locator('pre').getByText('import', {exact: true}).first();
    await expect(keyword).toHaveCSS('color', keywordColour(themes.dracula));
  });
});
