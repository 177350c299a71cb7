import type {Page} from '@playwright/test';
import {repositoryUrl, searchShortcut} from '../../site-facts.mjs';
import {axeViolations, expect, open, test} from './support/fixtures';

/** The search box in the navbar: a reader finds it by its placeholder. */
const searchBox = (page: Page) => page.getByPlaceholder('Search').filter({visible: true}).first();

/** The listed hits, each read as its title and the path to it on the line below ("Docs › Guides › Health"). */
const hits = async (page: Page) =>
  (await page.getByRole('option').allInnerTexts()).map((text) => {
    const [title = '', path = ''] = text.split('\n').map((line) => line.trim());
    return {title, path};
  });

/** The search bar's own code, a chunk of its own (src/theme/SearchBar). */
const searchBarChunk = /\/search-bar\.[0-9a-f]+\.js$/;

test.describe('the search bar runs its code only when the reader reaches for it, and finds pages', () => {
  // Idle time after load would load it too: held off here, to see what a load alone fetches.
  test.beforeEach(({page}) => page.addInitScript(() => Object.assign(window, {requestIdleCallback: () => 0})));

  test('a load fetches none of it; the pointer over the box loads it, in the same box', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => searchBarChunk.test(request.url()) && fetched.push(request.url()));
    await open(page, './docs/main/introduction');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    const box = await searchBox(page).boundingBox();
    await searchBox(page).hover();
    await expect.poll(() => fetched.length).toBe(1);
    // Polled: the built bar leaves as the loaded one takes its place, between a look-up and a measure.
    await expect.poll(() => searchBox(page).boundingBox()).toEqual(box);
  });

  test('what the reader types while it loads stays in the box, focused, and lists hits', async ({page}) => {
    await page.route(searchBarChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await open(page, './docs/main/introduction');
    await searchBox(page).click();
    await page.keyboard.type('health');
    await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
    await expect(searchBox(page)).toHaveValue('health');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('the shortcut focuses it; a hit opens its page, listed once; all from the origin', async ({page}) => {
    await open(page, './docs/main/introduction');
    const origin = new URL(page.url()).origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.keyboard.press(`Control+${searchShortcut.split('+').at(-1)}`);
    await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
    await page.keyboard.type('health');
    await expect(page.getByRole('option').first()).toBeVisible();
    // Guide and API hits with their place: the query set below. No guide listed again as a card of the index page.
    expect(await hits(page)).not.toContainEqual({title: 'Health', path: expect.stringMatching(/Guides › Guides$/)});
    await page.getByRole('option').filter({hasText: 'HealthCheck'}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/(classes|interfaces)\/HealthCheck/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('HealthCheck');
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
});

// What readers type, typos included, and the hit (title and path) they expect among the first three.
const queries: {query: string; title: RegExp; path: RegExp}[] = [
  {query: 'cache health check', title: /^Cache expensive health checks$/, path: /Guides › Health$/},
  {query: 'abortsignal', title: /^Cancel the work with an AbortSignal$/, path: /Guides › Health$/},
  {query: 'helth check', title: /health/i, path: /Guides › Health$/},
  {query: 'instal', title: /^Installation$/, path: /^Docs$/},
  {query: 'generat info', title: /generate-info/, path: /Guides › Info$/},
  {query: 'timout', title: /^Add a timeout around a slow check$/, path: /Guides › Health$/},
  {query: 'agregate', title: /aggregate/i, path: /HealthCheck|Health/},
  {query: 'indicater', title: /indicator/i, path: /Health/},
  {query: 'deno permisions', title: /permission|Deno/i, path: /Installation|Examples|Introduction/},
  {query: 'kubernets probe', title: /^Kubernetes probes$/, path: /Examples$/},
  {query: 'memroy', title: /memory/i, path: /getRuntimeInfo|Health|Info/},
  {query: 'custom indicator', title: /^Write a custom indicator$/, path: /Guides › Health$/},
  {query: 'spring boot', title: /^Coming from Spring Boot$/, path: /Introduction$/},
  {query: 'duplicate names', title: /^Duplicate names$/, path: /Guides › Health$/},
  {query: 'outDir', title: /^Choose the folder with outDir$/, path: /Guides › Info$/},
  {query: 'commonjs', title: /CommonJS/, path: /Installation$/},
  {query: 'keep the endpoints private', title: /^Keep the endpoints private$/, path: /Guides › Actuator$/},
  {query: 'getHealth', title: /^getHealth\(\)$/, path: /API › Classes › (Actuator|HealthCheck)$/},
  {query: 'check', title: /^check\(\)$/, path: /API › (Classes|Interfaces)/},
  {query: 'SimpleHealthIndicator', title: /^SimpleHealthIndicator$/, path: /API › Classes$/},
  {query: 'getOutDirFromPackageJson', title: /getOutDirFromPackageJson/, path: /API/},
  {query: 'HealthStatus', title: /^HealthStatus$/, path: /API › Type aliases$/i},
  {query: 'express', title: /Express/, path: /Examples/},
  {query: 'git commit', title: /git commit/i, path: /Info/},
  {query: 'gracefull shutdown', title: /graceful/i, path: /Guides › Actuator( › Graceful shutdown on SIGTERM)?$/},
  {query: 'sigterm', title: /^Graceful shutdown on SIGTERM$/, path: /Guides › Actuator$/},
  {query: 'readyness probe', title: /^Liveness, readiness and startup probes$/, path: /Guides › Actuator$/},
  {query: 'docker healthcheck', title: /^Docker HEALTHCHECK without curl$/, path: /Guides › Actuator$/},
  {query: 'management port', title: /management/i, path: /Guides › Actuator › Keep the endpoints private$/},
  {query: 'run in production', title: /^Run it in production/, path: /Guides › Actuator$/},
  {query: 'express production', title: /^Run it in production .*Express/, path: /Guides › Actuator$/},
  {query: 'NetworkPolicy', title: /with a NetworkPolicy$/, path: /Examples$/},
  {query: 'ERESOLVE typescript 7', title: /TypeScript 7|ERESOLVE/i, path: /Installation$/},
  {query: 'node server.ts', title: /Node\.js|node server\.ts|type stripping/i, path: /Installation$/},
  {query: 'info type', title: /type/i, path: /Guides › Info\b/},
  {query: 'ActuatorInfo type', title: /type/i, path: /Guides › Info\b/},
  {query: '@types/node', title: /@types\/node/, path: /Installation › TypeScript$/},
  {query: 'import ts file', title: /import/i, path: /Installation › Import your own files$/},
  {query: 'query string', title: /query/i, path: /Examples|Actuator/},
  {query: 'hono', title: /Hono/, path: /Guides › Actuator$/},
  {query: 'koa', title: /Koa/, path: /Guides › Actuator$/},
  {query: 'cloudflare workers', title: /^Cloudflare Workers$/, path: /Guides › Edge and serverless$/},
  {query: 'pg timeout', title: /^PostgreSQL with pg/, path: /Guides › Health$/},
  {query: 'what changed', title: /what changed/, path: /^All releases$/},
  {query: 'releases', title: /^All releases$/, path: /^$/},
];

test.describe('search forgives typos and finds sections and API members', {tag: '@desktop-only'}, () => {
  test(`each of ${queries.length} reader queries lists the expected hit in its top three`, async ({page}) => {
    await open(page, './docs/main/introduction');
    // Soft: every miss is reported, each with the top three it got.
    const softly = expect.configure({soft: true, timeout: 5_000});
    for (const {query, title, path} of queries) {
      // Start from an empty box, so no hit of the previous query is read.
      await searchBox(page).fill('');
      await expect(page.getByRole('option')).toHaveCount(0);
      await searchBox(page).fill(query);
      const hit = {title: expect.stringMatching(title), path: expect.stringMatching(path)};
      await softly.poll(async () => (await hits(page)).slice(0, 3), query).toContainEqual(hit);
    }
  });
});

test.describe('search says when no page has the word, and offers to tell the maintainers', () => {
  // Words on no page (llms-full.txt, every page's text, is read to be sure), each two edits from words that are.
  const absent = ['redis', 'vue', 'svelte', 'oauth'];

  /** The link to a new issue in the library's repository, titled with the word, its body naming the page. */
  async function expectIssueLink(page: Page, word: string) {
    const href = await page.getByRole('link', {name: 'Tell us what you looked for'}).getAttribute('href');
    const issue = new URL(href ?? '');
    expect(`${issue.origin}${issue.pathname}`).toBe(`${repositoryUrl}/issues/new`);
    expect(issue.searchParams.get('title')).toContain(word);
    expect(issue.searchParams.get('body')).toContain(page.url());
  }

  test('a word on no page lists no page in the bar or on the results page, and links to a new issue', async ({
    page,
  }) => {
    await open(page, './docs/main/introduction');
    const everyPage = await (await page.request.get('./llms-full.txt')).text();
    for (const word of absent) {
      expect(everyPage, word).not.toMatch(new RegExp(`\\b${word}`, 'i'));
      await searchBox(page).fill(word);
      await expect(page.getByText('No results')).toBeVisible();
      expect(await hits(page), word).toEqual([]);
      await expectIssueLink(page, word);
    }
    // The box still open: its text and link read in both modes; the input names a list that exists, and the list has a
    // name. (The plugin's own layout keeps its footer's link inside the list: axe's aria-required-children, left.)
    const rules = ['color-contrast', 'aria-valid-attr-value', 'aria-required-attr', 'aria-input-field-name'];
    expect(await axeViolations(page, rules)).toEqual([]);
    await expect(page.getByText('No results')).toBeVisible();
    for (const word of absent) {
      await open(page, `./search?q=${word}`);
      await expect(page.getByText('No documents were found.')).toBeVisible();
      await expectIssueLink(page, word);
    }
  });
});
