import {readFileSync} from 'node:fs';
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import type axe from 'axe-core';
import {pagesFile} from '../../../site-facts.mjs';
import {analyticsOrigins} from '../../support/built-site';

/** allowedConsole: the console messages a test expects, `test.use({allowedConsole: [/a|b/]})`. */
type Fixtures = {allowedConsole: RegExp[]; consoleProblems: string[]};

/** The suite's base test: the analytics host blocked (tests never leave the machine); a console error or warning the
 * test did not declare, a Content Security Policy violation included, fails it. */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], {option: true}],
  consoleProblems: [
    async ({page, allowedConsole}, use) => {
      const problems: string[] = [];
      const report = (text: string) => allowedConsole.some((re) => re.test(text)) || problems.push(text);
      page.on('console', (message) => {
        if (analyticsOrigins.includes(new URL(message.location().url || 'about:blank').origin)) return; // blocked below
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
      await devtools.send('Network.setBlockedURLs', {urls: analyticsOrigins.map((origin) => `${origin}/*`)});
      await use(problems);
      // Let running route handlers finish: one still busy when the page closes throws "Response has been disposed".
      await page.unrouteAll({behavior: 'wait'});
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** The colour mode toggles: the navbar's, and on mobile the sidebar's. */
export const colourToggles = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/, includeHidden: true});

/** Waits until the page is hydrated: marked on `<html>`, and the colour toggle (disabled when built) enabled. */
export async function waitForHydration(page: Page): Promise<void> {
  // Generous: a busy 2-core machine can take a while to run the app.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
  await expect(colourToggles(page).first()).toBeEnabled();
}

/** Opens a path under the base URL and waits until it is hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the mobile navbar sidebar with its hamburger button, and then its main menu if asked. */
export async function openMobileSidebar(page: Page, mainMenu = false): Promise<void> {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(closeMobileSidebar(page)).toBeVisible();
  if (mainMenu) await page.getByRole('button', {name: /Back to main menu/}).click();
}

/** The button that closes the mobile sidebar: visible exactly while the sidebar is open. */
export const closeMobileSidebar = (page: Page) => page.getByRole('button', {name: 'Close navigation bar'});

/** The main navbar, which on mobile also holds the sidebar. */
export const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf-8');

/** axe-core's violations, one line each: every rule (or those named) in light mode, then colour contrast in dark. */
export async function axeViolations(page: Page, only?: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  const found: string[] = [];
  for (const [mode, rules] of Object.entries({light: only, dark: ['color-contrast']})) {
    await page.emulateMedia({colorScheme: mode as 'light' | 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const violations = await page.evaluate(async (runOnly) => {
      const {run} = (window as unknown as {axe: typeof axe}).axe;
      return (await run(document, {...(runOnly && {runOnly}), resultTypes: ['violations']})).violations;
    }, rules);
    for (const {id, impact, nodes} of violations)
      found.push(`${mode}: ${impact} ${id} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
  return found;
}

/** Requests a first visit must not make: the search index, Markdown exports, llms.txt, the WebMCP tools' page list. */
export const agentFiles = new RegExp(`search-index.*\\.json|\\.md$|llms(-full)?\\.txt$|/${pagesFile}$`);

/** The text a reader gets on selecting the whole element and copying it (not `innerText`, which follows the markup). */
export const selectedText = (locator: Locator): Promise<string> =>
  locator.evaluate((element) => {
    const selection = window.getSelection();
    selection?.selectAllChildren(element);
    const text = selection?.toString() ?? '';
    selection?.removeAllRanges();
    return text;
  });
