import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// The browser bundle hydrates the built HTML (plugins/preact-in-browser). If
// the rendered tree and the built markup disagree at the top, the whole page
// is thrown away and rebuilt at load: slow on a phone, and the largest
// element paints late. Records which children of the app root get removed.
test.describe('hydration keeps the page rendered at build time', () => {
  for (const route of ['/', '/docs/main/guides/health', '/docs/api/classes/Actuator', '/search']) {
    test(`${route}: the announcement bar, navbar, main content and footer survive hydration`, async ({page}) => {
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as {removedFromRoot: string[]}).removedFromRoot = removed;
        new MutationObserver((records) => {
          for (const record of records) {
            if ((record.target as Element).id !== '__docusaurus') continue;
            for (const node of Array.from(record.removedNodes)) {
              if (node.nodeName !== 'LINK') removed.push(`${node.nodeName}.${(node as Element).className}`);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(`${baseUrl}${route === '/' ? '/' : route}`);
      await waitForHydration(page);
      await expect(page.locator('#__docusaurus > footer')).toBeVisible();
      const removed = await page.evaluate(() => (window as unknown as {removedFromRoot: string[]}).removedFromRoot);
      expect(removed).toEqual([]);
    });
  }
});

// plugins/paint-first: the built HTML preloads the app's scripts and starts
// them only after the first contentful paint, so the reader sees the page
// before hydration takes the main thread.
test.describe('the page paints before its scripts run', () => {
  for (const route of ['/', '/docs/api/classes/Actuator']) {
    test(`${route}: the app's scripts start after the first contentful paint, runtime first`, async ({page}) => {
      await page.addInitScript(() => {
        const events: string[] = [];
        (window as unknown as {loadOrder: string[]}).loadOrder = events;
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) events.push('first-contentful-paint');
        }).observe({type: 'paint', buffered: true});
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.addedNodes)) {
              const src = node instanceof HTMLScriptElement ? node.src : '';
              const entry = /\/(runtime~main|main)\.[0-9a-f]+\.js$/.exec(src);
              if (entry) events.push(`${entry[1]} script`);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(`${baseUrl}${route === '/' ? '/' : route}`);
      await waitForHydration(page);
      const order = await page.evaluate(() => (window as unknown as {loadOrder: string[]}).loadOrder);
      expect(order).toEqual(['first-contentful-paint', 'runtime~main script', 'main script']);
    });
  }
});

// The first Intl formatter or collation of a page loads the browser's locale
// data during hydration: src/theme/LastUpdated formats its English date
// without Intl, and plugins/theme-common-overrides sorts without localeCompare.
test.describe('hydrating a doc page loads no locale data', () => {
  test('creates no Intl.DateTimeFormat and calls no localeCompare while hydrating', async ({page}) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {intlCalls: string[]}).intlCalls = calls;
      const OriginalDateTimeFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(OriginalDateTimeFormat, {
        construct(target, args) {
          calls.push('Intl.DateTimeFormat');
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          calls.push('Intl.DateTimeFormat');
          return Reflect.apply(target, self, args);
        },
      });
      const originalLocaleCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
        calls.push('localeCompare');
        return originalLocaleCompare.apply(this, args);
      };
    });
    // Code blocks (each sorted its observer options) and a "Last updated" date.
    await page.goto(`${baseUrl}/docs/main/guides/health`);
    await waitForHydration(page);
    await expect(page.locator('time[itemprop="dateModified"]')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await page.locator('pre code').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {intlCalls: string[]}).intlCalls)).toEqual([]);
  });
});

// src/components/HydrateLater and plugins/rehype-hydrate-later: a doc page's
// top-level blocks, navbar, footer, sidebar and table of contents hydrate one
// per task after the rest of the page, so no single task hydrates it all.
// Each keeps the DOM built at build time: nothing in the article is removed
// or re-created while the page hydrates.
test.describe('a doc page hydrates in steps, keeping its built DOM', () => {
  for (const route of ['/docs/main/guides/health', '/docs/api/classes/Actuator']) {
    test(`${route}: every top-level block waits for a turn of its own, and none is rebuilt`, async ({page}) => {
      await page.addInitScript(() => {
        const record = {pending: [] as number[], removed: [] as string[]};
        (window as unknown as {hydration: typeof record}).hydration = record;
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            if (mutation.type === 'attributes') {
              record.pending.push(Number(document.documentElement.getAttribute('data-hydration-pending') ?? 0));
              continue;
            }
            const inArticle = (mutation.target as Element).closest?.('article');
            for (const node of Array.from(mutation.removedNodes)) {
              if (inArticle && node.nodeType === Node.ELEMENT_NODE)
                record.removed.push((node as Element).outerHTML.slice(0, 80));
            }
          }
        }).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-hydration-pending'],
        });
      });
      await page.goto(`${baseUrl}${route}`);
      await waitForHydration(page);
      const blocks = await page.locator('article .theme-doc-markdown > *').count();
      const {pending, removed} = await page.evaluate(
        () => (window as unknown as {hydration: {pending: number[]; removed: string[]}}).hydration,
      );
      expect(blocks).toBeGreaterThan(5);
      expect(Math.max(...pending), 'subtrees waiting at once').toBeGreaterThanOrEqual(blocks);
      expect(pending.at(-1), 'subtrees still waiting at the end').toBe(0);
      expect(removed).toEqual([]);
    });
  }
});
