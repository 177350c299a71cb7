import {readFileSync} from 'node:fs';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('a route chunk that fails to load', () => {
  test.use({allowedConsole: [/ChunkLoadError|Loading chunk|Failed to load resource|net::ERR_FAILED/]});

  test('reloads the page at the new path instead of staying broken', async ({page}) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {beforeReload: true}));
    // Every chunk fails (as after a redeploy) until the browser loads a document again.
    let failing = true;
    await page.route(/\/assets\/js\/.*\.js$/, (route) => (failing ? route.abort() : route.continue()));
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    await page.getByRole('contentinfo').getByRole('link', {name: 'Installation'}).click();
    await expect(page).toHaveURL(/\/docs\/main\/install$/);
    await expect(page.locator('h1').first()).toHaveText('Installation');
    await waitForHydration(page);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  });
});

test.describe('a chunk loader error', () => {
  test.use({allowedConsole: [/ChunkLoadError|Loading chunk|Failed to load resource|net::ERR_FAILED/]});

  test('shows the error text with a Retry button, and Retry renders the page once its chunk loads', async ({page}) => {
    // Docusaurus renders a route only after its chunks have loaded, except
    // when one pending navigation overtakes another: the reader clicks
    // Installation, then Examples before Installation has loaded. Once
    // Installation's chunks arrive, the router renders Examples, whose chunk
    // has failed meanwhile, so its loader shows the error with Retry.
    // The failure also makes Docusaurus reload the page (the test above).
    // That reload is cancelled here, so the browser keeps the page as it
    // does for a stopped navigation: the error state stays on screen, and
    // Playwright cannot inspect a page while a navigation is pending.
    const isContentOf = (doc: string, body: string) => body.includes(`"source":"@site/docs/main/${doc}.mdx"`);
    let releaseInstallation = () => {};
    const installationHeld = new Promise<void>((resolve) => {
      releaseInstallation = resolve;
    });
    let examplesFails = true;
    let failedChunk = '';
    let reloadCancelled = false;
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {beforeReload: true}));
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      if (route.request().resourceType() !== 'script') return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      if (isContentOf('install', body)) await installationHeld;
      if (isContentOf('examples', body) && examplesFails) {
        failedChunk = route.request().url();
        return route.abort();
      }
      return route.fulfill({response, body});
    });
    await page.route(/\/docs\/main\/examples$/, (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      reloadCancelled = true;
      return route.abort('aborted');
    });

    const footer = page.getByRole('contentinfo');
    try {
      await footer.getByRole('link', {name: 'Installation'}).click();
      await footer.getByRole('link', {name: 'Examples'}).click();
      await expect
        .poll(() => failedChunk !== '' && reloadCancelled, {message: 'chunk failed, reload asked'})
        .toBe(true);
    } finally {
      releaseInstallation(); // also when the steps above fail: no route handler is left waiting
    }

    const loaderError = page.getByText(/^ChunkLoadError: Loading chunk \S+ failed/);
    await expect(loaderError).toBeVisible();
    await expect(loaderError, 'the error names the chunk that failed').toContainText(failedChunk);
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();

    examplesFails = false;
    await retry.click();
    await expect(page.locator('h1').first()).toHaveText('Examples');
    await expect(loaderError).toHaveCount(0);
    await expect(retry).toHaveCount(0);
    expect(await page.evaluate(() => 'beforeReload' in window), 'rendered by Retry, not by a reload').toBe(true);
  });
});

test.describe('the home page served under a wrong base URL', () => {
  test.use({allowedConsole: [/Failed to load resource|net::ERR_FAILED/]});

  test('shows the banner that says the site did not load and suggests the base URL in use', async ({page}) => {
    // The built home page served at /wrong-base/: its assets, under the base URL, are not there.
    await page.route(/\/wrong-base\/$/, (route) =>
      route.fulfill({contentType: 'text/html', body: readFileSync('build/index.html', 'utf-8')}),
    );
    await page.route(`**${baseUrl}/assets/**`, (route) => route.abort());
    await page.goto('/wrong-base/');
    await expect(page.getByText(/did not load properly/)).toBeVisible();
    await expect(page.getByText('/wrong-base/', {exact: true}), 'the base URL it suggests').toBeVisible();
  });

  test('is not shown when the site loads under its own base URL', async ({page}) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await expect(page.getByText(/did not load properly/)).toHaveCount(0);
  });
});

test.describe('a page crash', () => {
  const message = 'Simulated render failure for the crash test';
  test.use({allowedConsole: [new RegExp(`${message}|The above error occurred|React will try to recreate`)]});

  test('shows "This page crashed.", the error message and "Try again", which recovers once the cause is gone', async ({
    page,
  }) => {
    // Test-only fault: the home page's chunk (the only one with the hero's
    // tagline, "hero__subtitle") is rewritten in flight so that rendering
    // the tagline throws while window.crashMessage is set.
    let patched = false;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('"hero__subtitle')) return route.fulfill({response, body});
      patched = true;
      const throwing = '(()=>{if(window.crashMessage)throw new Error(window.crashMessage);return"hero__subtitle"})()+"';
      return route.fulfill({response, body: body.replace('"hero__subtitle', throwing)});
    });
    await page.addInitScript((text) => Object.assign(window, {crashMessage: text}), message);
    await page.goto(`${baseUrl}/`);
    await expect(page.getByText('This page crashed.')).toBeVisible();
    expect(patched, 'the home page chunk (with its hero__subtitle) was found and patched').toBe(true);
    await expect(page.getByText(message)).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();

    await page.evaluate(() => Object.assign(window, {crashMessage: undefined}));
    await tryAgain.click();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Actuatorjs');
  });
});
