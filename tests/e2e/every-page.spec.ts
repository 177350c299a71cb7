import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {sitemapRoutes} from '../support/built-site';
import {axeViolations, expect, open, test, waitForHydration} from './support/fixtures';
import {headingOf} from './support/routes';

// What the built HTML shows without JavaScript (heading, navbar, footer) is site.test.ts's; here what the browser adds.
/** The react-dom the site pins in package.json: the browser must run that one. */
const pinnedReactDom = JSON.parse(readFileSync('package.json', 'utf-8')).dependencies['react-dom'];

/**
 * What the reader cannot read whole, with every tab and disclosure open: an element of `selector` holding `text` that
 * scrolls on its own or passes the screen's right edge, and inline code split inside a token.
 */
const unreadable = (page: Page, selector: string, text = '') =>
  page.evaluate(
    ([selector, text]) => {
      for (const panel of Array.from(document.querySelectorAll('[role="tabpanel"]'))) panel.removeAttribute('hidden');
      for (const details of Array.from(document.querySelectorAll('details'))) {
        details.open = true;
        // The theme's Details collapses its content with inline styles.
        for (const content of Array.from(details.querySelectorAll(':scope > div'))) content.removeAttribute('style');
      }
      const found = Array.from(document.querySelectorAll(`main :is(${selector})`)).flatMap((e) => {
        const fits = e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1;
        const whole = fits && e.getBoundingClientRect().right <= innerWidth + 1;
        return whole || !e.textContent?.includes(text) ? [] : [`not whole: ${e.textContent?.slice(0, 60)}`];
      });
      // Inline code keeps each run of non-space characters in a text node of its own.
      const walker = document.createTreeWalker(document.querySelector('article') ?? document, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.parentElement?.closest('code') || node.parentElement.closest('pre')) continue;
        for (const match of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) found.push(`split: ${match[0]}`);
        }
      }
      return found;
    },
    [selector, text] as const,
  );

test.describe('every page answers 200, hydrates as built, reads well, passes axe-core', {tag: '@desktop-only'}, () => {
  for (const route of sitemapRoutes()) {
    test(`${route}: 200, hydrated as built, code readable, axe-core passes`, async ({page}) => {
      // The React renderers, announced to the hook React DevTools provides; and the built page's app parts and code
      // links (not in tabs, which the theme remounts), taken once parsed, before the app's deferred scripts run.
      await page.addInitScript(() => {
        const seen = {renderers: [] as string[], built: [] as Element[]};
        const inject = ({rendererPackageName, version}: Record<string, string>) =>
          seen.renderers.push(`${rendererPackageName} ${version}`);
        Object.assign(window, {seen, __REACT_DEVTOOLS_GLOBAL_HOOK__: {supportsFiber: true, inject}});
        const parsed = () => {
          const links = Array.from(document.querySelectorAll('pre a')).filter((a) => !a.closest('[role="tabpanel"]'));
          seen.built = [...Array.from(document.querySelectorAll('body > div > :not(link)')), ...links];
        };
        document.addEventListener('readystatechange', parsed, {once: true});
      });
      expect((await page.goto(`.${route}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(headingOf(route));
      await waitForHydration(page);
      const seen = await page.evaluate(() => {
        const {renderers, built} = (window as unknown as {seen: {renderers: string[]; built: Element[]}}).seen;
        return {renderers, rebuilt: built.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 80))};
      });
      expect(seen).toEqual({renderers: [`react-dom ${pinnedReactDom}`], rebuilt: []});
      await expect(page.getByText(/did not load properly/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await unreadable(page, 'pre')).toEqual([]);
    });
  }
});

// Issue 38: the home snippet, the API member tables and the Kubernetes YAML read without hidden columns at 390 px.
test.describe('at 390 px, pages pass axe-core and their code and tables show whole', {tag: '@mobile-only'}, () => {
  for (const [path, selector, text] of [
    ['./', 'pre'],
    ['./docs/main/guides/health', 'table'],
    ['./docs/api/classes/Actuator', 'table, th, pre'],
    ['./docs/main/examples', 'pre', 'kind: NetworkPolicy'],
  ]) {
    test(`${path}: no axe-core violation in light or dark mode; ${selector} whole`, async ({page}) => {
      await open(page, path);
      expect(await axeViolations(page)).toEqual([]);
      await expect(page.getByRole('main').locator(`${selector}`).filter({hasText: text}).first()).toBeAttached();
      expect(await unreadable(page, `${selector}`, text)).toEqual([]);
    });
  }
});
