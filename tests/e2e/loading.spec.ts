import type {Page, Request} from '@playwright/test';
import {currentVersion} from '../support/built-site';
import {agentFiles, expect, open, test, waitForHydration} from './support/fixtures';

// How pages load runs at one width: 1280 px, but for the largest paint, which Lighthouse times on mobile.
/** What only the doc metadata of a page of the latest release (`main/install`) holds: its source file. */
const sourceMark = (doc: string) => `"source":"@site/${currentVersion().dir}/${doc}.mdx"`;
const chunks = /\/assets\/js\/.*\.js$/;
const installationLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', {name: 'Installation'});

test.describe('a route chunk that fails to load', {tag: '@desktop-only'}, () => {
  test.use({allowedConsole: [/ChunkLoadError|Loading chunk|Failed to load resource|net::ERR_FAILED/]});

  test('reloads the page at the new path instead of staying broken', async ({page}) => {
    await open(page, './');
    await page.evaluate(() => Object.assign(window, {beforeReload: true}));
    // Every chunk fails (as after a redeploy) until the browser loads a document again.
    let failing = true;
    await page.route(chunks, (route) => (failing ? route.abort() : route.continue()));
    page.on('request', (request) => (failing &&= !request.isNavigationRequest()));
    await installationLink(page).click();
    await expect(page).toHaveURL(/\/docs\/main\/install$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    await waitForHydration(page);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  });
});

/** Chunk requests carrying the doc metadata of a doc of the latest release (`main/install`). */
function chunkRecorder(page: Page, doc: string) {
  const hits: string[] = [];
  page.on('requestfinished', async (request: Request) => {
    if (!chunks.test(request.url())) return;
    const body = await (await request.response())?.text().catch(() => '');
    if (body?.includes(sourceMark(doc))) hits.push(request.resourceType());
  });
  return hits;
}

test.describe('prefetching', {tag: '@desktop-only'}, () => {
  test('a link in view prefetches its page chunk and doc metadata; hovering one loads them', async ({page}) => {
    const [install, examples] = [chunkRecorder(page, 'main/install'), chunkRecorder(page, 'main/examples')];
    await open(page, './docs/main/introduction');
    await installationLink(page).scrollIntoViewIfNeeded();
    await expect.poll(() => install.length).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Examples'}).hover();
    // Hover preloads with a script import; view-based prefetch uses <link rel=prefetch>.
    await expect.poll(() => examples.filter((type) => type === 'script').length).toBeGreaterThan(0);
  });
});

test.describe('the Content Security Policy', {tag: '@desktop-only'}, () => {
  test.use({allowedConsole: [/Content Security Policy|CSP violation/]});

  // Every test fails on a policy violation: this checks the policy is in force at all.
  test('blocks an injected script; without WebMCP no agent tool code or file loads', async ({page}) => {
    const [scripts, fetched]: string[][] = [[], []];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    page.on('request', (request) => fetched.push(request.url()));
    await open(page, './docs/main/introduction');
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => script.includes('get_api_symbol'))).toEqual([]);
    expect(fetched.filter((url) => agentFiles.test(url))).toEqual([]);
    const ran = await page.evaluate(() => {
      document.body.append(Object.assign(document.createElement('script'), {textContent: 'window.injected = true'}));
      return 'injected' in window;
    });
    expect(ran).toBe(false);
  });
});

test.describe('the largest paint', {tag: '@mobile-only'}, () => {
  type Times = {paints: number[]; started: number};
  // Lighthouse's Largest Contentful Paint: text painted anew (as larger) once the app runs is timed after its scripts.
  for (const path of ['./', './docs/main/introduction', './docs/main/guides/health', './docs/api/classes/Actuator']) {
    test(`of ${path} comes before the app has started, and nothing paints larger after`, async ({page}) => {
      await page.addInitScript(() => {
        const times: Times = {paints: [], started: Number.POSITIVE_INFINITY};
        Object.assign(window, {times});
        new PerformanceObserver((list) =>
          times.paints.push(...list.getEntries().map((entry) => entry.startTime)),
        ).observe({type: 'largest-contentful-paint', buffered: true});
        // The app's first change to the page: attributes it sets on <html> once the document is parsed.
        new MutationObserver((records) => {
          if (document.readyState !== 'loading' && records.some(({target}) => target === document.documentElement))
            times.started = Math.min(times.started, performance.now());
        }).observe(document, {attributes: true, subtree: true});
      });
      await open(page, path);
      await page.waitForTimeout(500);
      const {paints, started} = await page.evaluate(() => (window as unknown as {times: Times}).times);
      expect(paints.length).toBeGreaterThan(0);
      expect(Math.max(...paints)).toBeLessThan(started);
    });
  }
});
