import {test as base, expect} from '@playwright/test';
import {siteConfig} from '../../support/built-site';

/** allowedConsole: the console messages a test expects, `test.use({allowedConsole: [/a|b/]})`. */
type Fixtures = {allowedConsole: RegExp[]; consoleProblems: string[]};

/** The hosts of the site's external scripts (analytics), as built. */
const scriptHosts = siteConfig.scripts.map(({src}) => new URL(src).host);

/**
 * The base test of the suite: the analytics host is blocked (tests never leave the machine), and any console error or
 * warning the test did not declare, Content Security Policy violations included, fails it.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], {option: true}],
  consoleProblems: [
    async ({page, allowedConsole}, use) => {
      const problems: string[] = [];
      const report = (text: string) => {
        if (!allowedConsole.some((re) => re.test(text))) problems.push(text);
      };
      page.on('console', (message) => {
        if (scriptHosts.includes(new URL(message.location().url || 'about:blank').host)) return; // blocked below
        if (['error', 'warning'].includes(message.type())) report(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => report(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      // Blocked through the DevTools protocol: `page.route` would turn off the HTTP cache for the whole test.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.setBlockedURLs', {urls: scriptHosts.map((host) => `*://${host}/*`)});
      await use(problems);
      // A route handler still busy when the page closes would throw "Response has been disposed": let running
      // handlers finish first.
      await page.unrouteAll({behavior: 'wait'});
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
