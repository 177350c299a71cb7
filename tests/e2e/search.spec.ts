import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('search', () => {
  test('a query shows results from the guides and the API, and choosing one opens it, all without leaving the origin', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    const origin = new URL(baseURL ?? '').origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    const input = page.getByPlaceholder('Search').filter({visible: true}).first();
    await input.click();
    await input.fill('health');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const texts = await options.allTextContents();
    // Each result shows its place in the docs: "Docs › Guides" or "Docs › API › …".
    expect(texts.some((text) => /Health/.test(text) && /Guides/.test(text))).toBe(true);
    expect(texts.some((text) => /HealthCheck/.test(text) && /API/.test(text))).toBe(true);

    await options.filter({hasText: 'HealthCheck'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/(classes|interfaces)\/HealthCheck/);
    await expect(page.locator('h1').first()).toContainText('HealthCheck');
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });

  test('the search page lists results for a query in its URL', async ({page}) => {
    await page.goto(`${baseUrl}/search?q=health`);
    await expect(
      page
        .getByRole('article')
        .getByRole('link', {name: /Health/})
        .first(),
    ).toBeVisible();
  });
});
