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
 * The base test of the suite: the analytics host answers with an empty
 * script (tests never leave the machine), and any console error or warning
 * (Content Security Policy violations included) that the test did not
 * declare fails the test that caused it.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], {option: true}],
  consoleProblems: [
    async ({page, allowedConsole}, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = `${message.type()}: ${message.text()}`;
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
      await stubAnalytics(page);
      await use(problems);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    {auto: true},
  ],
});

export async function stubAnalytics(page: Page): Promise<void> {
  await page.route(/^https:\/\/cloud\.umami\.is\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: '/* analytics stub */'}),
  );
}

export {expect};
