import {repositoryUrl} from '../../site-facts.mjs';
import {currentVersion, siteConfig} from '../support/built-site';
import {expect, open, test} from './support/fixtures';

test.describe('a docs page ends asking whether it helped; an answer opens a filled-in issue, counted by analytics', () => {
  test('by keyboard after a tab choice, "No" opens an issue with page, version, tab', async ({page, context}) => {
    // GitHub is not reached: the issue form is answered here.
    await context.route(`${repositoryUrl}/**`, (route) => route.fulfill({body: 'issue form'}));
    await open(page, './docs/main/examples');
    await page.getByRole('tab').nth(2).click();
    const [tab = '', choice = ''] = [...new URL(page.url()).searchParams.entries()][0] ?? [];
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.getByRole('link', {name: 'Yes'}).focus();
    await page.keyboard.press('Tab');
    const no = feedback.getByRole('link', {name: 'No'});
    await expect(no).toBeFocused();
    await expect(no).toHaveAccessibleDescription(/opens a GitHub issue/);
    const [issue] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(no).toHaveAttribute('href', issue.url());
    await issue.close();
    const {origin, pathname, searchParams} = new URL(issue.url());
    expect(`${origin}${pathname}`).toBe(`${repositoryUrl}/issues/new`);
    // The page's published address, as the site's config gives it.
    const address = `${siteConfig.url}${new URL(page.url()).pathname}`;
    expect(searchParams.get('title')).toBe(`Docs feedback (No): ${address}`);
    expect(searchParams.get('body')?.split('\n')).toEqual([
      `Page: ${address}`,
      `Docs version: ${currentVersion().label}`,
      'Helpful: No',
      `Tabs chosen: ${tab}: ${choice}`,
    ]);
    // Where analytics are on, Umami counts the click as the event its data attributes name.
    await expect(no).toHaveAttribute('data-umami-event', 'page-feedback');
    await expect(no).toHaveAttribute('data-umami-event-answer', 'No');
  });
});
