import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

test.describe('announcement bar', () => {
  test('shows the release announcement until dismissed, and stays dismissed across reloads and pages', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'is on npm'});
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('0.0.5');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(bar).toBeHidden();
    await page.goto(`${baseUrl}/docs/main/install`);
    await waitForHydration(page);
    await expect(bar).toBeHidden();
  });
});
