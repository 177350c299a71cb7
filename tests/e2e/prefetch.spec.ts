import type {Page, Request} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

/**
 * Chunk requests carrying the doc metadata of the doc at `permalink`,
 * recorded as they complete. Only that doc's own metadata names its source
 * file; sidebars and pagination of other pages merely link to it.
 */
function chunkRecorder(page: Page, permalink: string) {
  const source = new RegExp(`"source":"@site${permalink}\\.mdx?"`);
  const hits: {type: string; url: string}[] = [];
  page.on('requestfinished', async (request: Request) => {
    if (!/\/assets\/js\/.*\.js$/.test(request.url())) return;
    const body = await (await request.response())?.text().catch(() => '');
    if (body && source.test(body)) hits.push({type: request.resourceType(), url: request.url()});
  });
  return hits;
}

/** Resolves in an idle period of the page that began after the call: queued prefetches have started by then. */
async function waitForIdlePeriod(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
}

async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}

test.describe('prefetching', () => {
  test('a link coming into view prefetches its page chunk with the doc metadata', async ({page}) => {
    const hits = chunkRecorder(page, '/docs/main/install');
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Installation'}).scrollIntoViewIfNeeded();
    await expect.poll(() => hits.length).toBeGreaterThan(0);
  });

  // A touch screen has no hover.
  test.describe('on hover', {tag: '@desktop-only'}, () => {
    test('hovering a link loads its page chunk with the doc metadata', async ({page}) => {
      const hits = chunkRecorder(page, '/docs/main/examples');
      await page.goto(`${baseUrl}/docs/main/introduction`);
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', {name: 'Examples'}).hover();
      // Hover preloads with a script import; view-based prefetch uses <link rel=prefetch>.
      await expect.poll(() => hits.filter((hit) => hit.type === 'script').length).toBeGreaterThan(0);
    });
  });

  for (const connection of [
    {effectiveType: '4g', saveData: true},
    {effectiveType: 'slow-2g', saveData: false},
  ]) {
    const name = connection.saveData ? 'data saver on' : 'a slow-2g connection';
    test(`with ${name}, nothing is prefetched on view or hover`, async ({page, isMobile}) => {
      await emulateConnection(page, connection);
      const hits = chunkRecorder(page, '/docs/main/install');
      await page.goto(`${baseUrl}/docs/main/introduction`);
      await waitForHydration(page);
      const link = page.getByRole('contentinfo').getByRole('link', {name: 'Installation'});
      const chunkScripts = page.locator('script[src*="/assets/js/"]');
      const scriptsBefore = await chunkScripts.count();
      await link.scrollIntoViewIfNeeded();
      // Wait until the link has been seen in view: the site's observer on it
      // was created first, so it has been called back by the time ours is.
      await link.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            new IntersectionObserver((entries, observer) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer.disconnect();
              resolve();
            }).observe(element);
          }),
      );
      if (!isMobile) await link.hover();
      // A hover preload adds its <script> at once, a view prefetch its
      // <link rel=prefetch>; both would be there by the next idle period.
      await waitForIdlePeriod(page);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      expect(await chunkScripts.count(), 'chunk scripts added by a hover preload').toBe(scriptsBefore);
      expect(hits).toEqual([]);
    });
  }
});
