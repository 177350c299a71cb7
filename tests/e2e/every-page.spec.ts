import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {externalLinks} from '../../src/data/links';
import {baseUrl, siteConfig, sitemapRoutes} from '../support/built-site';
import {expect, test} from './support/fixtures';
import {axeViolations, navbar, open, waitForHydration} from './support/page';
import {headingOf} from './support/routes';

/** The react-dom the site pins in package.json: the browser must run that one. */
const pinnedReactDom = JSON.parse(readFileSync('package.json', 'utf-8')).dependencies['react-dom'];

/** The docs versions as built (Docusaurus's global data): where the navbar's "Docs" (the sidebar's first page) leads. */
type Version = {path: string; isLast: boolean; sidebars: {docs: {link: {path: string}}}};
const {versions}: {versions: Version[]} = JSON.parse(readFileSync('.docusaurus/globalData.json', 'utf-8'))[
  'docusaurus-plugin-content-docs'
].default;
/** The version of a page (the one with the longest path above it), else the latest release. */
const versionAt = (pathname: string) =>
  versions.filter(({path}) => `${pathname}/`.startsWith(`${path}/`)).sort((a, b) => b.path.length - a.path.length)[0] ??
  versions.find(({isLast}) => isLast);
const {copyright, links: footerColumns} = siteConfig.themeConfig.footer;

/** Every page a reader reaches (the sitemap's), relative to the base URL. */
const pages = sitemapRoutes().map((route) => `.${route}`);

type Seen = {renderers: string[]; rebuilt: string[]};
// Pages whose code links are watched.
const watchCodeLinks = ['./docs/main/guides/actuator', './docs/main/guides/health', './docs/api/classes/Actuator'];

/** Records the React renderers, and what of the built page hydration throws away: a part of the app or a code link
 * (not in tabs, which the theme remounts). */
async function watchHydration(page: Page, codeLinks: boolean): Promise<void> {
  await page.addInitScript((watchCodeLinks) => {
    const seen: Seen = {renderers: [], rebuilt: []};
    // The hook React DevTools provides: each renderer announces its package and version to it.
    Object.assign(window, {
      seen,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: (renderer: {rendererPackageName: string; version: string}) =>
          seen.renderers.push(`${renderer.rendererPackageName} ${renderer.version}`),
      },
    });
    let parsed = false;
    document.addEventListener('DOMContentLoaded', () => {
      parsed = true;
    });
    const codeLinksIn = (node: Node, inCode: boolean): Element[] => {
      if (!(watchCodeLinks && node instanceof Element)) return [];
      const links = inCode && node.matches('a') ? [node] : Array.from(node.querySelectorAll('pre a'));
      return links.filter((link) => !link.closest('[role="tabpanel"]'));
    };
    new MutationObserver((records) => {
      if (!parsed) return;
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
    }).observe(document, {childList: true, subtree: true});
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
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) found.push(`split: ${match[0]}`);
      }
    }
    return found;
  });

test.describe('every page answers, is hydrated by React without being rebuilt, reads well at 1280 px and passes axe-core', {
  tag: '@desktop-only',
}, () => {
  for (const path of pages) {
    const heading = headingOf(path.slice(1));
    test(`${path}: 200, heading and footer, hydrated as built, code readable, axe-core passes`, async ({page}) => {
      await watchHydration(page, watchCodeLinks.includes(path));
      await page.emulateMedia({colorScheme: 'light'});
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText(copyright);
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

test.describe('without JavaScript, the built HTML alone', {tag: '@desktop-only'}, () => {
  test.use({javaScriptEnabled: false});

  test('every page shows heading, content, navbar and footer links, a disabled toggle', async ({page}) => {
    for (const path of pages) {
      // The navbar's "Docs" opens the version of the page, or the latest release.
      const docs = versionAt(`${baseUrl}${path.slice(1)}`)?.sidebars.docs.link.path;
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1}).first(), path).toHaveText(headingOf(path.slice(1)));
      await expect(page.getByRole('main'), path).not.toBeEmpty();
      const hrefs = navbar(page)
        .getByRole('link', {includeHidden: true})
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(await hrefs, path).toEqual(expect.arrayContaining([docs, ...externalLinks.map(({href}) => href)]));
      expect(await page.getByRole('contentinfo').getByRole('link').allInnerTexts(), path).toEqual(
        expect.arrayContaining(footerColumns.flatMap(({items}) => items.map(({label}) => label))),
      );
      await expect(page.getByRole('button', {name: /Switch between dark and light mode/}).first()).toBeDisabled();
    }
  });
});

test.describe('unknown paths', () => {
  test.use({allowedConsole: [/status of 404/]});

  test('answer 404 with the not-found page and links onwards', async ({page}) => {
    for (const path of ['./no-such-page', './docs/main/nope', './docs/api/classes/Missing']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      for (const name of ['Documentation home', 'Guides', 'API reference', 'Search the docs']) {
        await expect(page.getByRole('main').getByRole('link', {name}), path).toBeVisible();
      }
    }
  });
});
