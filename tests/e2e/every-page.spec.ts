import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {sitemapRoutes} from '../support/built-site';
import {expect, test} from './support/fixtures';
import {axeViolations, open, waitForHydration} from './support/page';
import {headingOf} from './support/routes';

// What the built HTML shows without JavaScript (heading, navbar, footer) is site.test.ts's: here, what the browser adds.
/** The react-dom the site pins in package.json: the browser must run that one. */
const pinnedReactDom = JSON.parse(readFileSync('package.json', 'utf-8')).dependencies['react-dom'];
// Pages whose code links are watched.
const watchCodeLinks = ['/docs/main/guides/actuator', '/docs/main/guides/health', '/docs/api/classes/Actuator'];
type Seen = {renderers: string[]; rebuilt: string[]};

/** Records the React renderers, and what of the built page hydration throws away: a part of the app or a code link
 * (not in tabs, which the theme remounts). */
async function watchHydration(page: Page, codeLinks: boolean): Promise<void> {
  await page.addInitScript((watchCodeLinks) => {
    const seen: Seen = {renderers: [], rebuilt: []};
    // The hook React DevTools provides: each renderer announces its package and version to it.
    const inject = ({rendererPackageName, version}: Record<string, string>) =>
      seen.renderers.push(`${rendererPackageName} ${version}`);
    Object.assign(window, {seen, __REACT_DEVTOOLS_GLOBAL_HOOK__: {supportsFiber: true, inject}});
    const codeLinksIn = (node: Node, inCode: boolean): Element[] => {
      if (!(watchCodeLinks && node instanceof Element)) return [];
      const links = inCode && node.matches('a') ? [node] : Array.from(node.querySelectorAll('pre a'));
      return links.filter((link) => !link.closest('[role="tabpanel"]'));
    };
    const observer = new MutationObserver((records) => {
      for (const {target, addedNodes, removedNodes} of records) {
        const element = target as Element;
        const appRoot = element.parentElement === document.body && element.tagName === 'DIV';
        const inCode = Boolean(element.closest?.('pre'));
        for (const node of Array.from(removedNodes)) {
          if (appRoot && node.nodeName !== 'LINK') seen.rebuilt.push(`removed ${node.nodeName} from the app`);
          for (const link of codeLinksIn(node, inCode)) seen.rebuilt.push(`removed ${link.outerHTML}`);
        }
        for (const node of Array.from(addedNodes))
          for (const link of codeLinksIn(node, inCode)) seen.rebuilt.push(`added ${link.outerHTML}`);
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document, {childList: true, subtree: true}));
  }, codeLinks);
}

/** Code blocks wider than their box, and inline code tokens broken across lines, with every tab and disclosure open. */
const unreadableCode = (page: Page) =>
  page.evaluate(() => {
    for (const hidden of Array.from(document.querySelectorAll('[role="tabpanel"][hidden]')))
      hidden.removeAttribute('hidden');
    for (const details of Array.from(document.querySelectorAll('details'))) {
      details.open = true;
      // The theme's Details collapses its content with inline styles.
      for (const content of Array.from(details.querySelectorAll(':scope > div'))) content.removeAttribute('style');
    }
    const found = Array.from(document.querySelectorAll('pre'))
      .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
      .map((pre) => `scrolls sideways: ${pre.textContent?.split('\n')[0]?.slice(0, 60)}`);
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
  });

test.describe('every page answers, is hydrated by React without being rebuilt, reads well at 1280 px and passes axe-core', {
  tag: '@desktop-only',
}, () => {
  for (const route of sitemapRoutes()) {
    test(`${route}: 200, hydrated as built, code readable, axe-core passes`, async ({page}) => {
      await watchHydration(page, watchCodeLinks.includes(route));
      await page.emulateMedia({colorScheme: 'light'});
      expect((await page.goto(`.${route}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(headingOf(route));
      await waitForHydration(page);
      const seen = await page.evaluate(() => (window as unknown as {seen: Seen}).seen);
      expect(seen).toEqual({renderers: [`react-dom ${pinnedReactDom}`], rebuilt: []});
      await expect(page.getByText(/did not load properly/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await unreadableCode(page)).toEqual([]);
    });
  }
});

test.describe('at 390 px, pages pass axe-core', {tag: '@mobile-only'}, () => {
  for (const path of ['./', './docs/main/guides/health']) {
    test(`${path} has no violation in light or dark mode`, async ({page}) => {
      await open(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
