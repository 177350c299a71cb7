import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// React hydrates the built HTML. If the first client render and the built
// markup disagree at the top, React throws the page away and renders it again
// at load: slow on a phone, and the largest element paints late. Records which
// children of the app root get removed.
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
      await expect(page.getByRole('contentinfo')).toBeVisible();
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
