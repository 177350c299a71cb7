import {repositoryUrl} from '../../src/data/links';
import {currentVersion} from '../support/built-site';
import {expect, open, test} from './support/fixtures';

test.describe('a docs page ends asking whether it helped; an answer opens a filled-in issue and is counted', () => {
  test('after a tab choice, the keyboard reaches "No", which opens an issue with the page, version and tab', async ({
    page,
    context,
  }) => {
    // GitHub is not reached: the issue form is answered here, and the analytics' `track` records the events.
    await context.route(`${repositoryUrl}/**`, (route) => route.fulfill({body: 'issue form'}));
    await page.addInitScript(() => {
      const events: unknown[] = [];
      Object.assign(window, {events, umami: {track: (...event: unknown[]) => events.push(event)}});
    });
    await open(page, './docs/main/examples');
    await page.getByRole('tab').nth(2).click();
    const [tab = '', choice = ''] = [...new URL(page.url()).searchParams.entries()][0] ?? [];
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('link', {name: 'Yes'}).focus();
    await page.keyboard.press('Tab');
    const no = feedback.getByRole('link', {name: 'No'});
    await expect(no).toBeFocused();
    await expect(no).toHaveAccessibleDescription(/opens an issue on GitHub/);
    const [issue] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(no).toHaveAttribute('href', issue.url());
    const {origin, pathname, searchParams} = new URL(issue.url());
    expect(`${origin}${pathname}`).toBe(`${repositoryUrl}/issues/new`);
    expect(searchParams.get('title')).toBe(`Docs feedback (not helpful): ${await page.title()}`);
    expect(searchParams.get('body')?.split('\n').slice(0, 4)).toEqual([
      `Page: ${page.url()}`,
      `Docs version: ${currentVersion().label}`,
      `Tabs chosen: ${tab}: ${choice}`,
      'Helpful: no',
    ]);
    expect(await page.evaluate(() => (window as unknown as {events: unknown[]}).events)).toEqual([
      ['page-feedback', {answer: 'No', page: new URL(page.url()).pathname}],
    ]);
  });
});
