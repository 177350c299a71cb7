import type {Page} from '@playwright/test';
import {baseUrl, currentVersion, frozenReleases, siteRoot, versions} from '../support/built-site';
import {closeMobileSidebar, expect, navbar, open, openMobileSidebar, test} from './support/fixtures';

test.describe('"Copy page as Markdown" and the chat links', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test("copies a guide's and an API page's Markdown", async ({page, request}) => {
    for (const path of ['docs/main/introduction', 'docs/api/classes/Actuator']) {
      await open(page, `./${path}`);
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(await (await request.get(`./${path}.md`)).text());
    }
  });

  test('chat links follow in Tab order; a failed copy links the Markdown', {tag: '@desktop-only'}, async ({page}) => {
    await open(page, './docs/main/install');
    const copy = page.getByRole('button', {name: 'Copy page as Markdown'});
    await copy.focus();
    for (const [name, address] of Object.entries({ChatGPT: 'https://chatgpt.com/', Claude: 'https://claude.ai/new'})) {
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', {name: `Open in ${name}`, exact: true});
      await expect(link).toBeFocused();
      const href = new URL(`${await link.getAttribute('href')}`);
      expect(`${href.origin}${href.pathname}`).toBe(address);
      expect(href.searchParams.get('q')).toContain(`${siteRoot}/docs/main/install.md`);
    }
    await page.evaluate(() => Object.assign(navigator.clipboard, {write: () => Promise.reject(new Error('denied'))}));
    await copy.click();
    await expect(page.getByRole('button', {name: 'Copy failed'})).toBeVisible();
    const markdownLink = page.getByRole('link', {name: 'Open the Markdown'});
    await expect(markdownLink).toHaveAttribute('href', `${baseUrl}/docs/main/install.md`);
  });
});

test.describe('keyboard navigation', {tag: '@desktop-only'}, () => {
  test('Tab first reaches "Skip to main content"; outlines show after Tab, go on a mouse press', async ({page}) => {
    await open(page, './docs/main/install');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    // The outline of the link, focused as the keyboard would (:focus-visible).
    const outline = () =>
      skip.evaluate((element: HTMLElement) => {
        element.focus({focusVisible: true} as FocusOptions);
        return getComputedStyle(element).outlineStyle;
      });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The main content becomes the focus starting point: the next Tab lands inside it, past the navbar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    await page.mouse.click(5, 400);
    expect(await outline()).toBe('none');
    await page.keyboard.press('Tab');
    await expect.poll(outline).not.toBe('none');
  });
});

test.describe('docs version dropdown', () => {
  // The preferred version of the one docs plugin ("default"), under the theme's storage key.
  const storageKey = 'docs-preferred-version-default';
  const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKey);
  const [current, built] = [currentVersion(), versions()];

  // From a guide of the current docs to each built version, from an API page of each back (or to itself).
  test('lists versions, "All releases"; one opens its page, and is stored as preferred', async ({page, isMobile}) => {
    const moves = [
      ...built.map((to) => ({path: 'main/guides/health', from: current, to})),
      ...built.map((from) => ({path: 'api/classes/Actuator', from, to: current})),
    ];
    for (const {path, from, to} of moves) {
      await open(page, `.${from.path}/${path}`);
      const heading = await page.getByRole('heading', {level: 1}).innerText();
      // On mobile, the sidebar's main menu, where "Versions" is open on a page of the docs.
      const dropdown = navbar(page).getByRole('button', {name: isMobile ? 'Versions' : from.label, exact: true});
      if (isMobile) await openMobileSidebar(page, true);
      else await dropdown.hover();
      // Its items: the links of the closest element around it that holds the last one, "All releases".
      const links = dropdown.locator('xpath=ancestor::*[.//a[normalize-space()="All releases"]][1]').getByRole('link');
      // Then each frozen release's own site (plugins/releases).
      expect(await links.allTextContents()).toEqual([
        ...built.map(({label}) => label),
        ...frozenReleases(),
        'All releases',
      ]);
      await expect(links.last()).toHaveAttribute('href', `${baseUrl}/releases`);
      await links.getByText(to.label, {exact: true}).click();
      await expect(page).toHaveURL(`${baseUrl}${to.path}/${path}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect.poll(() => stored(page), 'stored as preferred').toBe(to.name);
    }
  });
});

test.describe('the navbar on a long page', () => {
  /** Scrolls the window and waits for its scroll event: a busy machine would merge scrolls sent back to back. */
  const scrollTo = (page: Page, top: number) =>
    page.evaluate(async (y) => {
      const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, {once: true}));
      window.scrollTo({top: y, behavior: 'instant'});
      await scrolled;
    }, top);
  const shows = (page: Page, shown: boolean) =>
    shown ? expect(navbar(page)).toBeInViewport({ratio: 1}) : expect(navbar(page)).not.toBeInViewport();

  test('hides going down, returns going up, and stays hidden after a link to a heading', async ({page}) => {
    await open(page, './docs/api/classes/Actuator');
    // The theme hides it from the second scroll down on: the first has no earlier position to compare with.
    for (const [y, shown] of [
      [300, true],
      [600, false],
      [300, true],
      [900, false],
      [0, true],
    ] as const) {
      await scrollTo(page, y);
      await shows(page, shown);
    }
    await page.getByRole('article').getByRole('link', {name: 'getHealth', exact: true}).first().click();
    await expect(page.getByRole('heading', {name: /^getHealth\(\)/})).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await shows(page, false);
  });
});

test.describe('mobile sidebar', {tag: '@mobile-only'}, () => {
  const item = (page: Page, name: string) => navbar(page).getByRole('link', {name, exact: true});

  // Its versions dropdown: "docs version dropdown" above.
  test('locks scrolling while open; docs sidebar, main menu; an active item opens its dropdown', async ({page}) => {
    await open(page, './docs/main/introduction?x=1#status');
    await openMobileSidebar(page);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(navbar(page).getByRole('link', {name: 'Installation'})).toBeVisible();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await expect(item(page, 'Docs')).toBeVisible();
    await expect(navbar(page).getByRole('link', {name: 'Source repository on GitHub'})).toBeVisible();
    // The locale dropdown: "English" keeps path, query and hash (spec §2).
    await expect(item(page, 'English')).toHaveAttribute('href', `${baseUrl}/docs/main/introduction?x=1#status`);
    const languages = navbar(page).getByRole('button', {name: 'Languages', exact: true});
    await expect(item(page, 'English'), 'opened by itself').toBeVisible();
    await languages.click();
    await expect(item(page, 'English')).toBeHidden();
    await languages.click();
    await expect(item(page, 'English')).toBeVisible();
    await closeMobileSidebar(page).click();
    await expect(closeMobileSidebar(page)).toBeHidden();
    await expect(page.locator('body')).toHaveCSS('overflow', 'visible');
  });
});
