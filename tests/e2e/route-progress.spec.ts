import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

interface ProgressTimes {
  clicked?: number;
  shown?: number;
  gone?: number;
  spinner?: boolean;
}

test.describe('route change progress bar', () => {
  test('starts only after 200 ms of a pending route change, completes, and shows no spinner', async ({page}) => {
    const chunkDelay = 1500;
    let slow = false;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, chunkDelay));
      await route.continue();
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      const times: ProgressTimes = {};
      (window as unknown as {progress: ProgressTimes}).progress = times;
      document.addEventListener('click', () => (times.clicked ??= performance.now()), {capture: true});
      new MutationObserver(() => {
        const bar = document.getElementById('nprogress');
        if (bar && times.shown === undefined) {
          times.shown = performance.now();
          times.spinner = Boolean(bar.querySelector('.spinner'));
        }
        if (!bar && times.shown !== undefined) times.gone ??= performance.now();
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    slow = true;
    await page.getByRole('contentinfo').getByRole('link', {name: 'Installation'}).click();
    await expect(page).toHaveURL(/\/docs\/main\/install$/, {timeout: 15_000});
    await expect(page.locator('h1').first()).toHaveText('Installation');
    const progress = () => page.evaluate(() => (window as unknown as {progress: ProgressTimes}).progress);
    await expect.poll(async () => (await progress()).gone, {timeout: 5_000}).toBeDefined();
    const {clicked = 0, shown = 0, spinner} = await progress();
    expect(shown - clicked).toBeGreaterThanOrEqual(200);
    expect(shown - clicked).toBeLessThan(chunkDelay);
    expect(spinner).toBe(false);
  });
});
