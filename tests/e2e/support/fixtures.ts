import {test as base, expect, type Page} from '@playwright/test';

interface Fixtures {
  /**
   * Console messages (and uncaught page errors) a test expects, such as the
   * 404 of a not-found page. Give one pattern, `test.use({allowedConsole: [/a|b/]})`:
   * Playwright reads `[value, options]` as an option tuple, so a second
   * pattern in the list would be taken for options and dropped.
   */
  allowedConsole: RegExp[];
  consoleProblems: string[];
}

/**
 * The base test of the suite: requests to the analytics host are blocked in
 * the browser (tests never leave the machine), and any console error or
 * warning (Content Security Policy violations included) that the test did
 * not declare fails the test that caused it.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], {option: true}],
  consoleProblems: [
    async ({page, allowedConsole}, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = `${message.type()}: ${message.text()}`;
        if (isBlockedAnalytics(message.location().url)) return;
        if (['error', 'warning'].includes(message.type()) && !allowedConsole.some((re) => re.test(text))) {
          problems.push(text);
        }
      });
      page.on('pageerror', (error) => {
        const text = `pageerror: ${error.message}`;
        if (!allowedConsole.some((re) => re.test(text))) problems.push(text);
      });
      // A Content Security Policy violation is a failure too: report it
      // through the console, where the check above sees it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      await blockAnalytics(page);
      await use(problems);
      // A route handler still busy when the test ends (a late prefetch, a
      // chunk fetched through route.fetch) would throw "Response has been
      // disposed" once the page closes, failing this test or the next one in
      // the worker. Let running handlers finish while the page is still open.
      await page.unrouteAll({behavior: 'wait'});
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    {auto: true},
  ],
});

/** The host of the analytics script (docusaurus.config.ts). */
export const analyticsHost = 'umami.transprot.eu';

/**
 * Blocks the analytics script through the DevTools protocol rather than
 * `page.route`, which would turn off the browser's HTTP cache and make every
 * page load fetch the site's bundles again. The "blocked" console message
 * this causes names the analytics URL and is ignored above; a test of the
 * page without analytics (hostile-input.spec.ts) routes the host itself.
 */
async function blockAnalytics(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBlockedURLs', {urls: [`*://${analyticsHost}/*`]});
}

function isBlockedAnalytics(url: string): boolean {
  return url.startsWith(`https://${analyticsHost}/`);
}

export {expect};
