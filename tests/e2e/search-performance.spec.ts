import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

const guide = `${baseUrl}/docs/main/guides/health`;
const isSearchIndex = (url: string) => /\/search-index[^/]*\.json/.test(url);

test.describe('search stays off the first visit', () => {
  test('the search index is not requested until the reader reaches for the search box', async ({page, context}) => {
    const requested: string[] = [];
    context.on('request', (request) => {
      if (isSearchIndex(request.url())) requested.push(request.url());
    });
    await page.goto(guide, {waitUntil: 'networkidle'});
    expect(requested, 'search index requests before searching').toEqual([]);

    await page.getByPlaceholder('Search').first().focus();
    await expect
      .poll(() => requested.length, {message: 'search index requested once the box has focus'})
      .toBeGreaterThan(0);
  });

  // src/theme/SearchBar: the search bar's code is a chunk of its own, loaded
  // when the reader hovers, touches or focuses the box. Its translation id
  // for the box's label is a string only that code carries.
  test("the search bar's code is not loaded until the reader reaches for the search box", async ({page}) => {
    const searchBarCode: string[] = [];
    page.on('response', async (response) => {
      if (!/\/assets\/js\/.*\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      if (body.includes('theme.SearchBar.label')) searchBarCode.push(response.url());
    });
    await page.goto(guide, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    expect(searchBarCode, 'scripts with the search bar in them, before searching').toEqual([]);

    await page.getByPlaceholder('Search').first().focus();
    await expect.poll(() => searchBarCode.length, {message: 'search bar loaded once the box has focus'}).toBe(1);
    await expect(page.getByRole('combobox', {name: 'Search'}).filter({visible: true})).toBeFocused();
  });
});
