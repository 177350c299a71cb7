import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// plugins/route-chunks-in-html: the HTML names the route's chunks, which
// start before main.js, so main.js finds them installed. Rspack's chunk
// loader marks each `<script>` it inserts with `data-rspack`.
test.describe('a first visit starts every script of its route from the HTML', () => {
  for (const route of ['/', '/docs/main/guides/health', '/docs/api/classes/Actuator']) {
    test(`${route}: main.js inserts no script, and no script is fetched twice`, async ({page}) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
      });
      await page.addInitScript(() => {
        const inserted: string[] = [];
        (window as unknown as {insertedByLoader: string[]}).insertedByLoader = inserted;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of Array.from(record.addedNodes)) {
              if (node instanceof HTMLScriptElement && node.hasAttribute('data-rspack')) inserted.push(node.src);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(`${baseUrl}${route}`);
      await waitForHydration(page);
      const insertedByLoader = await page.evaluate(
        () => (window as unknown as {insertedByLoader: string[]}).insertedByLoader,
      );
      expect(insertedByLoader).toEqual([]);
      const appScripts = fetched.filter((path) => path.startsWith(`${baseUrl}/assets/js/`));
      expect(appScripts.length).toBeGreaterThan(2);
      expect(appScripts.filter((path, index) => appScripts.indexOf(path) !== index)).toEqual([]);
    });
  }
});
