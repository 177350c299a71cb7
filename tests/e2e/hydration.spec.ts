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
