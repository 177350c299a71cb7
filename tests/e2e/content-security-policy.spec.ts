import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

/**
 * Every browser test runs under the Content Security Policy each built page
 * carries: the base fixture fails a test on any `securitypolicyviolation`.
 * This checks that the policy is in force at all.
 */
test.describe('the Content Security Policy', () => {
  test.use({allowedConsole: [/Content Security Policy|CSP violation/]});

  test('is enforced: a script injected into the page does not run', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return 'injected' in window;
    });
    expect(ran).toBe(false);
  });
});
