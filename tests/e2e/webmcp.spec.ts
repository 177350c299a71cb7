import {baseUrl} from './support/routes';
import {chromiumArgs, findChromium} from './support/browser';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import type {Page} from '@playwright/test';

const toolNames = ['get_api_symbol', 'get_page_markdown', 'list_pages', 'search_docs'];

/** A tool's answer: its text, parsed when it is JSON. */
async function call(page: Page, name: string, input: object = {}) {
  const result = (await page.webmcp.callTool(name, input)) as {content: {text: string}[]; isError?: boolean};
  const text = result.content[0]?.text ?? '';
  return {text, json: () => JSON.parse(text), isError: Boolean(result.isError)};
}

/** Requests a first visit must not make: the search index, Markdown exports, llms.txt. */
const agentFiles = /search-index.*\.json|\.md$|llms(-full)?\.txt$/;

// Chromium offers WebMCP behind a feature switch (the browser of the other spec files has it off).
test.use({launchOptions: {executablePath: findChromium(), args: [...chromiumArgs, '--enable-features=WebMCP']}});

test.describe('with WebMCP, agents get read-only tools of the docs', () => {
  test('the four tools are listed once, each with a description and an input schema', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await expect.poll(async () => (await page.webmcp.tools()).map(({name}) => name).sort()).toEqual(toolNames);
    for (const tool of await page.webmcp.tools()) {
      expect(tool.description.length, tool.name).toBeGreaterThan(20);
      expect(tool.inputSchema, tool.name).toMatchObject({type: 'object'});
      expect(tool.annotations?.readOnly, tool.name).toBe(true);
    }
    expect(fetched.filter((url) => agentFiles.test(url))).toEqual([]);
  });

  test('search_docs answers with the search box first suggestions, in order', {tag: '@desktop-only'}, async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    const results = (await call(page, 'search_docs', {query: 'HealthCheck'})).json();
    expect(new URL(results[0].url).pathname).toBe(`${baseUrl}/docs/api/classes/HealthCheck`);
    await page.getByPlaceholder('Search').filter({visible: true}).first().fill('HealthCheck');
    await expect(page.getByRole('option').first()).toBeVisible();
    // The box shortens long text to "…" around the words typed, and leaves out the path a tree of hits shows.
    const normalise = (text: string) => text.replace(/\s+/g, '');
    const options = (await page.getByRole('option').allTextContents()).map(normalise);
    expect(options).toHaveLength(results.length);
    options.forEach((option, index) => {
      const {title, path} = results[index];
      const parts = option.split('…').filter(Boolean);
      expect(
        parts.every((part) => normalise(title + path).includes(part)),
        `suggestion ${index + 1}: ${option}`,
      ).toBe(true);
    });
  });

  test("get_page_markdown gives the current page's .md, also after a client-side navigation", async ({
    page,
    request,
  }) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    const markdownOf = async (path: string) => (await request.get(`${baseUrl}${path}.md`)).text();
    expect((await call(page, 'get_page_markdown')).text).toBe(await markdownOf('/docs/main/install'));
    await page.getByRole('link', {name: 'Introduction'}).first().click();
    await expect(page).toHaveURL(`${baseUrl}/docs/main/introduction`);
    expect((await call(page, 'get_page_markdown')).text).toBe(await markdownOf('/docs/main/introduction'));
    expect((await page.webmcp.tools()).map(({name}) => name).sort()).toEqual(toolNames);
  });

  test('a path outside the site is refused', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    for (const path of ['https://example.com/docs/main/install', '/elsewhere/page']) {
      const answer = await call(page, 'get_page_markdown', {path});
      expect(answer.isError, path).toBe(true);
      expect(answer.json().error).toContain('outside this site');
    }
  });

  test('list_pages and get_api_symbol describe the docs and the exports', async ({page}) => {
    await page.goto(`${baseUrl}/docs/api`);
    await waitForHydration(page);
    const pages = (await call(page, 'list_pages')).json();
    expect(pages).toContainEqual(
      expect.objectContaining({title: 'Installation', url: expect.stringMatching(/\/docs\/main\/install$/)}),
    );
    const symbol = (await call(page, 'get_api_symbol', {name: 'getInfo'})).json();
    expect(symbol).toMatchObject({name: 'getInfo', signature: expect.stringContaining('function getInfo()')});
    const unknown = await call(page, 'get_api_symbol', {name: 'NoSuchExport'});
    expect(unknown.isError).toBe(true);
    expect(unknown.json().exports).toEqual(
      expect.arrayContaining(['Actuator', 'HealthCheck', 'getInfo', 'HealthStatus']),
    );
  });
});
