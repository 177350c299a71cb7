import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// `<Head>` (react-helmet-async) keeps the document head in step with the page.
// In the browser bundle its changes are merged once per render
// (plugins/batched-head-changes), so these tests check that the head still
// ends up as each page was built, and that the merging happens once.

test.describe('the document head follows the page', () => {
  test('after a client-side navigation, the title, description, canonical link and html classes are the new page’s, as built', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/guides/health`);
    await waitForHydration(page);
    const before = await page.evaluate(() => document.title);
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    const next = page.locator('a.pagination-nav__link--next');
    const nextPath = await next.getAttribute('href');
    expect(nextPath).toBeTruthy();
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
    await expect(page).not.toHaveTitle(before);

    // The live head, and the head of the same page as built, summed up alike.
    const {live, built} = await page.evaluate(async (path) => {
      const summarise = (doc: Document) => {
        const attribute = (selector: string, name: string) =>
          doc.head.querySelector(selector)?.getAttribute(name) ?? null;
        return {
          title: doc.title,
          description: attribute('meta[name="description"]', 'content'),
          canonical: attribute('link[rel="canonical"]', 'href'),
          ogTitle: attribute('meta[property="og:title"]', 'content'),
          ogUrl: attribute('meta[property="og:url"]', 'content'),
          htmlClasses: Array.from(doc.documentElement.classList).sort(),
        };
      };
      const html = await (await fetch(path)).text();
      return {live: summarise(document), built: summarise(new DOMParser().parseFromString(html, 'text/html'))};
    }, nextPath as string);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(built.title).not.toBe(before);
    expect(live).toEqual(built);
  });

  for (const route of ['/docs/main/guides/health', '/docs/api/classes/Actuator']) {
    test(`${route}: the first render's <Head>s write the head once: no run of script cancels more than one pending animation frame`, async ({
      page,
    }) => {
      // Unmerged, each <Head> of the first render cancelled the frame the one
      // before it had just requested: 15 pending frames cancelled in one go.
      // Merged, the head is written once per render. A later render (a
      // subtree hydrating in its turn) may still replace the frame of the one
      // before, and a frame that has not come in 100 ms is cancelled when
      // effects run on a timer instead, but each of those is one cancel in a
      // run of script of its own. A run ends at the next microtask checkpoint.
      await page.addInitScript(() => {
        const pending = new Set<number>();
        const stats = {mostPendingFramesCancelledInOneRun: 0};
        (window as unknown as {frameStats: typeof stats}).frameStats = stats;
        let cancelledInThisRun = 0;
        let runOpen = false;
        const request = window.requestAnimationFrame.bind(window);
        const cancel = window.cancelAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => {
          const id = request((time) => {
            pending.delete(id);
            callback(time);
          });
          pending.add(id);
          return id;
        };
        window.cancelAnimationFrame = (id) => {
          if (!runOpen) {
            runOpen = true;
            cancelledInThisRun = 0;
            queueMicrotask(() => {
              runOpen = false;
            });
          }
          if (pending.delete(id)) cancelledInThisRun += 1;
          stats.mostPendingFramesCancelledInOneRun = Math.max(
            stats.mostPendingFramesCancelledInOneRun,
            cancelledInThisRun,
          );
          cancel(id);
        };
      });
      await page.goto(`${baseUrl}${route}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const mostInOneRun = await page.evaluate(
        () =>
          (window as unknown as {frameStats: {mostPendingFramesCancelledInOneRun: number}}).frameStats
            .mostPendingFramesCancelledInOneRun,
      );
      expect(mostInOneRun).toBeLessThanOrEqual(1);
    });
  }
});
