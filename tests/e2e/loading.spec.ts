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

  test('shows the error with a Retry button, which renders the page once its chunk loads', async ({page}) => {
    // Only an overtaken navigation renders a failed chunk: Examples, clicked while Installation loads (reload aborted).
    let releaseInstallation = () => {};
    const installationHeld = new Promise<void>((resolve) => (releaseInstallation = resolve));
    let [examplesFails, failedChunk, reloadCancelled] = [true, '', false];
    await open(page, './');
    await page.evaluate(() => Object.assign(window, {beforeReload: true}));
    await page.route(chunks, async (route) => {
      if (route.request().resourceType() !== 'script') return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(sourceMark('main/install'))) await installationHeld;
      if (body.includes(sourceMark('main/examples')) && examplesFails) {
        failedChunk = route.request().url();
        return route.abort();
      }
      return route.fulfill({response, body});
    });
    await page.route(/\/docs\/main\/examples$/, (route) => {
      reloadCancelled = true;
      return route.abort('aborted');
    });
    try {
      await installationLink(page).click();
      await page.getByRole('contentinfo').getByRole('link', {name: 'Examples'}).click();
      await expect.poll(() => failedChunk !== '' && reloadCancelled, 'chunk failed, reload asked').toBe(true);
    } finally {
      releaseInstallation(); // also when the steps above fail: no route handler is left waiting
    }
    const loaderError = page.getByText(/^ChunkLoadError: Loading chunk \S+ failed/);
    await expect(loaderError, 'the error names the chunk that failed').toContainText(failedChunk);
    examplesFails = false;
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Examples');
    await expect(loaderError).toHaveCount(0);
    expect(await page.evaluate(() => 'beforeReload' in window), 'rendered by Retry, not by a reload').toBe(true);
  });
});

test.describe('route change progress bar', {tag: '@desktop-only'}, () => {
  test('starts only after 200 ms of a pending route change, completes, and shows no spinner', async ({page}) => {
    const chunkDelay = 1500;
    await open(page, './');
    type Times = {clicked: number; shown: number; gone?: number; spinner: boolean};
    await page.evaluate(() => {
      const times: Partial<Times> = {};
      Object.assign(window, {progress: times});
      document.addEventListener('click', () => (times.clicked ??= performance.now()), {capture: true});
      // The bar and its spinner carry the roles "bar" and "spinner".
      new MutationObserver(() => {
        if (document.querySelector('[role="bar"]')) times.shown ??= performance.now();
        else if (times.shown) times.gone ??= performance.now();
        times.spinner ||= Boolean(document.querySelector('[role="spinner"]'));
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    await page.route(chunks, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, chunkDelay));
      await route.continue();
    });
    await installationLink(page).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation', {timeout: 15_000});
    const progress = () => page.evaluate(() => (window as unknown as {progress: Times}).progress);
    await expect.poll(async () => (await progress()).gone, {timeout: 5_000}).toBeDefined();
    const {clicked, shown, spinner} = await progress();
    expect(shown - clicked).toBeGreaterThanOrEqual(200);
    expect(shown - clicked).toBeLessThan(chunkDelay);
    expect(spinner).toBe(false);
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

  for (const [on, connection] of Object.entries({
    'data saver': {effectiveType: '4g', saveData: true},
    'slow-2g': {effectiveType: 'slow-2g', saveData: false},
  })) {
    test(`with ${on}, nothing is prefetched on view or hover`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
      }, connection);
      const hits = chunkRecorder(page, 'main/install');
      await open(page, './docs/main/introduction');
      const chunkScripts = page.locator('script[src*="/assets/js/"]');
      // Idle loading (the search bar) done first: webpack removes a chunk's <script> once run, which moves the count.
      await page.waitForLoadState('networkidle');
      const scriptsBefore = await chunkScripts.count();
      await installationLink(page).scrollIntoViewIfNeeded();
      // Seen in view by an observer created after the site's, which has been called back by then.
      await expect(installationLink(page)).toBeInViewport();
      await installationLink(page).hover();
      // A hover preload adds its <script> at once, a view prefetch its <link rel=prefetch>: both by the next idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      expect(await chunkScripts.count(), 'chunk scripts added by a hover preload').toBe(scriptsBefore);
      expect(hits).toEqual([]);
    });
  }
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
