import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {openMobileSidebar, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

/** Opens the docs sidebar of the layout (the mobile sidebar on mobile) and returns the caret of its "Guides" category. */
async function guidesCaret(page: Page, isMobile: boolean) {
  await page.goto(`${baseUrl}/docs/main/install`);
  await waitForHydration(page);
  if (isMobile) await openMobileSidebar(page);
  return page.getByRole('button', {name: /sidebar category 'Guides'/});
}

/** Records every `transition` the collapsible list of a category is given. */
async function recordTransitions(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {transitions: string[]}).transitions = seen;
    new MutationObserver((records) => {
      for (const {target} of records) {
        const transition = (target as HTMLElement).style?.transition;
        if (transition) seen.push(transition);
      }
    }).observe(document.body, {attributes: true, attributeFilter: ['style'], subtree: true});
  });
  return () => page.evaluate(() => (window as unknown as {transitions: string[]}).transitions);
}

test.describe('sidebar categories', () => {
  test('a category expands and collapses, animating its height', async ({page, isMobile}) => {
    const caret = await guidesCaret(page, isMobile);
    const transitions = await recordTransitions(page);
    const health = page.getByRole('link', {name: 'Health', exact: true});
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(health).toBeHidden();
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(health).toBeVisible();
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(health).toBeHidden();
    const durations = (await transitions()).map((t) => Number(/height (\d+)ms/.exec(t)?.[1]));
    expect(durations.length).toBeGreaterThan(0);
    for (const ms of durations) expect(ms).toBeGreaterThan(1);
  });

  test('with reduced motion preferred, it expands and collapses without animation (1 ms)', async ({page, isMobile}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const caret = await guidesCaret(page, isMobile);
    const transitions = await recordTransitions(page);
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    const seen = await transitions();
    expect(seen.length).toBeGreaterThan(0);
    for (const transition of seen) expect(transition).toMatch(/^height 1ms ease-in-out$/);
  });
});
