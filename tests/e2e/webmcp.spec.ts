import type {Page} from '@playwright/test';
import {chromiumArgs, findChromium} from '../../scripts/chromium.cjs';
import {baseUrl} from '../support/built-site';
import {libraryExports} from '../support/library-exports';
import {agentFiles, expect, open, test} from './support/fixtures';

const toolNames = ['get_api_symbol', 'get_page_markdown', 'list_pages', 'search_docs'];

/** A tool's answer: its text, parsed when it is JSON. */
async function call(page: Page, name: string, input: object = {}) {
  const result = (await page.webmcp.callTool(name, input)) as {content: {text: string}[]; isError?: boolean};
  const text = result.content[0]?.text ?? '';
  return {text, json: () => JSON.parse(text), isError: Boolean(result.isError)};
}

// Chromium offers WebMCP behind a feature switch, off for the other spec files.
test.use({launchOptions: {executablePath: findChromium(), args: [...chromiumArgs, '--enable-features=WebMCP']}});

test.describe('with WebMCP, agents get read-only tools of the docs', {tag: '@desktop-only'}, () => {
  test('four read-only tools answer pages, exports, the Markdown, and refuse other sites', async ({page, request}) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await open(page, './docs/main/install');
    await expect.poll(async () => (await page.webmcp.tools()).map(({name}) => name).sort()).toEqual(toolNames);
    for (const tool of await page.webmcp.tools()) {
      expect(tool.description.length, tool.name).toBeGreaterThan(20);
      expect(tool.inputSchema, tool.name).toMatchObject({type: 'object'});
      expect(tool.annotations?.readOnly, tool.name).toBe(true);
    }
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
    expect(unknown.json().exports.sort()).toEqual(
      libraryExports()
        .map(({name}) => name)
        .sort(),
    );
  });

  test('search_docs answers with the search box first suggestions, in order', async ({page}) => {
    await open(page, './docs/main/introduction');
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
      const shown = parts.every((part) => normalise(title + path).includes(part));
      expect(shown, `suggestion ${index + 1}: ${option}`).toBe(true);
    });
  });
});
