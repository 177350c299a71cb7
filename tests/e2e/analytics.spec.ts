import {analytics as umami, siteRoot} from '../support/built-site';
import {expect, open, test} from './support/fixtures';

// The site's Umami as built; its host is blocked (./support/fixtures).

test.describe('analytics', {tag: '@desktop-only'}, () => {
  test('load on the production host only: the site’s Umami, honouring Do Not Track', async ({page, baseURL}) => {
    const [requested, script] = [[] as string[], page.locator(`script[src="${umami?.src}"]`)];
    page.on('request', (request) => request.url() === umami?.src && requested.push(request.url()));
    await open(page, './docs/main/introduction');
    await expect(script).toHaveCount(0);
    // The same build, served as from the production host.
    await page.route(`${siteRoot}/**`, async (route) => {
      const url = route.request().url().replace(siteRoot, `${baseURL}`.replace(/\/$/, ''));
      await route.fulfill({response: await route.fetch({url})});
    });
    await open(page, `${siteRoot}/docs/main/introduction`);
    await expect(script).toHaveAttribute('data-website-id', `${umami?.['data-website-id']}`);
    await expect(script).toHaveAttribute('data-do-not-track', 'true');
    expect(requested).toEqual([umami?.src]);
  });
});
