import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

const guide = `${baseUrl}/docs/main/guides/health`;
const isSearchIndex = (url: string) => /\/search-index[^/]*\.json/.test(url);

test.describe('search stays off the first visit and answers fast', () => {
  test('the search index is not requested until the reader reaches for the search box', async ({page, context}) => {
    const requested: string[] = [];
    context.on('request', (request) => {
      if (isSearchIndex(request.url())) requested.push(request.url());
    });
    await page.goto(guide, {waitUntil: 'networkidle'});
    expect(requested, 'search index requests before searching').toEqual([]);

    await page.getByPlaceholder('Search').first().focus();
    await expect
      .poll(() => requested.length, {message: 'search index requested once the box has focus'})
      .toBeGreaterThan(0);
  });

  // src/theme/SearchBar: the search bar's code is a chunk of its own, loaded
  // when the reader hovers, touches or focuses the box. Its translation id
  // for the box's label is a string only that code carries.
  test("the search bar's code is not loaded until the reader reaches for the search box", async ({page}) => {
    const searchBarCode: string[] = [];
    page.on('response', async (response) => {
      if (!/\/assets\/js\/.*\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      if (body.includes('theme.SearchBar.label')) searchBarCode.push(response.url());
    });
    await page.goto(guide, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    expect(searchBarCode, 'scripts with the search bar in them, before searching').toEqual([]);

    await page.getByPlaceholder('Search').first().focus();
    await expect.poll(() => searchBarCode.length, {message: 'search bar loaded once the box has focus'}).toBe(1);
    await expect(page.getByRole('combobox', {name: 'Search'}).filter({visible: true})).toBeFocused();
  });

  test.describe('latency', () => {
    // A timing, not a behaviour: in CI two workers share two cores and the
    // median swings past 50 ms (42-65 ms seen), so CI reports it as skipped,
    // before any browser page is opened for it.
    // Run it on a quiet machine: npx playwright test search-performance.
    test.skip(Boolean(process.env.CI), 'timing measured on a quiet machine, not in CI');

    test('results render within 50 ms of a keystroke once the index is loaded (median)', async ({page}) => {
      await page.goto(guide, {waitUntil: 'networkidle'});
      const box = page.getByPlaceholder('Search').first();
      await box.focus();
      // Warm up: the index is fetched and loaded on the first query.
      await box.pressSequentially('health');
      await expect(page.getByRole('option').first()).toBeVisible();
      await box.fill('');

      await page.evaluate(() => {
        const probe = {latencies: [] as number[], keyAt: 0};
        (window as unknown as {searchProbe: typeof probe}).searchProbe = probe;
        window.addEventListener('keydown', () => (probe.keyAt = performance.now()), true);
        new MutationObserver(() => {
          if (probe.keyAt && document.querySelector('[role="option"]')) {
            probe.latencies.push(performance.now() - probe.keyAt);
            probe.keyAt = 0;
          }
        }).observe(document.body, {subtree: true, childList: true, characterData: true});
      });
      const latencies = () =>
        page.evaluate(() => (window as unknown as {searchProbe: {latencies: number[]}}).searchProbe.latencies);

      const query = 'actuator';
      for (const [typed, key] of [...query].entries()) {
        await page.keyboard.press(key);
        await expect.poll(async () => (await latencies()).length).toBe(typed + 1);
      }
      const measured = (await latencies()).sort((a, b) => a - b);
      const median = measured[Math.floor(measured.length / 2)];
      test
        .info()
        .annotations.push({type: 'search latency ms', description: measured.map((ms) => ms.toFixed(1)).join(', ')});
      console.log(`search keystroke → results, ms (sorted): ${measured.map((ms) => ms.toFixed(1)).join(', ')}`);
      expect(median).toBeLessThanOrEqual(50);
    });
  });
});
