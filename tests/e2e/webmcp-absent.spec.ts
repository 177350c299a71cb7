import {baseUrl} from './support/routes';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';

/** Requests a first visit must not make: the search index, Markdown exports, llms.txt. */
const agentFiles = /search-index.*\.json|\.md$|llms(-full)?\.txt$/;

test.describe('without WebMCP, no tool code loads', () => {
  test('a page loads no tool chunk, no agent file, and logs nothing', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => script.includes('get_api_symbol'))).toEqual([]);
    expect(fetched.filter((url) => agentFiles.test(url))).toEqual([]);
  });
});
