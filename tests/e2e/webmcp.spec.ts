import type {Page} from '@playwright/test';
import {chromiumArgs, findChromium} from '../../scripts/chromium.cjs';
import {baseUrl} from '../support/built-site';
import {libraryExports} from '../support/library-exports';
import {agentFiles, expect, open, test} from './support/fixtures';

const toolNames = ['get_api_symbol', 'get_page_markdown', 'list_pages', 'search_docs'];
const exportNames = libraryExports().map(({name}) => name);

/** A tool's answer: its text, parsed when it is JSON. */
async function call(page: Page, name: string, input: object = {}) {
  const result = (await page.webmcp.callTool(name, input)) as {content: {text: string}[]; isError?: boolean};
  const text = result.content[0]?.text ?? '';
  return {text, json: () => JSON.parse(text), isError: Boolean(result.isError)};
}

// Chromium offers WebMCP behind a feature switch, off for the other spec files.
test.use({launchOptions: {executablePath: findChromium(), args: [...chromiumArgs, '--enable-features=WebMCP']}});

test.describe('with WebMCP, agents get read-only tools of the docs', {tag: '@desktop-only'}, () => {
  test('read-only tools: pages, exports, Markdown, search as the box; refuse other sites', async ({page, request}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await open(page, './docs/main/install');
    await expect.poll(async () => (await page.webmcp.tools()).map(({name}) => name).sort()).toEqual(toolNames);
    expect((await page.webmcp.tools()).filter((tool) => !tool.annotations?.readOnly)).toEqual([]);
    expect(fetched.filter((url) => agentFiles.test(url))).toEqual([]);

    const markdownOf = async (path: string) => (await request.get(`.${path}.md`)).text();
    expect((await call(page, 'get_page_markdown')).text).toBe(await markdownOf('/docs/main/install'));
    await page.getByRole('link', {name: 'Introduction'}).first().click();
    await expect(page).toHaveURL(`${baseUrl}/docs/main/introduction`);
    expect((await call(page, 'get_page_markdown')).text).toBe(await markdownOf('/docs/main/introduction'));
    expect((await page.webmcp.tools()).map(({name}) => name).sort()).toEqual(toolNames);
    for (const path of ['https://example.com/docs/main/install', '/elsewhere/page']) {
      const answer = await call(page, 'get_page_markdown', {path});
      expect(answer.isError, path).toBe(true);
      expect(answer.json().error).toContain('outside this site');
    }

    expect((await call(page, 'list_pages')).json()).toContainEqual(
      expect.objectContaining({title: 'Installation', url: expect.stringMatching(/\/docs\/main\/install$/)}),
    );
    const symbol = (await call(page, 'get_api_symbol', {name: 'getInfo'})).json();
    expect(symbol).toMatchObject({name: 'getInfo', signature: expect.stringContaining('function getInfo()')});
    const unknown = await call(page, 'get_api_symbol', {name: 'NoSuchExport'});
    expect(unknown.isError).toBe(true);
    expect(unknown.json().exports.sort()).toEqual(exportNames.sort());

    // search_docs: the search box's first suggestions, in order.
    const results = (await call(page, 'search_docs', {query: 'HealthCheck'})).json();
    expect(new URL(results[0].url).pathname).toBe(`${baseUrl}/docs/api/classes/HealthCheck`);
    await page.getByPlaceholder('Search').filter({visible: true}).first().fill('HealthCheck');
    await expect(page.getByRole('option').first()).toBeVisible();
    // The box shortens long text to "…" around the words typed, and leaves out the path a tree of hits shows.
    const normalise = (text: string) => text.replace(/\s+/g, '');
    const options = (await page.getByRole('option').allTextContents()).map(normalise);
    const unlike = options.filter(
      (option, i) => !option.split('…').every((part) => normalise(results[i]?.title + results[i]?.path).includes(part)),
    );
    expect({length: options.length, unlike}).toEqual({length: results.length, unlike: []});
  });
});
