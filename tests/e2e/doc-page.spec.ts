import type {Page} from '@playwright/test';
import {baseUrl, currentVersion, frozenReleases, siteRoot, versions} from '../support/built-site';
import {expect, navbar, open, openMobileSidebar, test, waitForHydration} from './support/fixtures';

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

test.describe('sidebar categories', () => {
  test('"Guides" expands and collapses animated, in 1 ms with reduced motion', async ({page, isMobile}) => {
    const caret = page.getByRole('button', {name: /sidebar category 'Guides'/});
    const health = page.getByRole('link', {name: 'Health', exact: true});
    for (const motion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({reducedMotion: motion});
      await open(page, './docs/main/install');
      if (isMobile) await openMobileSidebar(page);
      // Every `transition` the collapsible list of a category is given.
      await page.evaluate(() => {
        const seen: string[] = Object.assign(window, {transitions: []}).transitions;
        new MutationObserver((records) =>
          seen.push(...records.map(({target}) => (target as HTMLElement).style.transition).filter(Boolean)),
        ).observe(document.body, {attributes: true, attributeFilter: ['style'], subtree: true});
      });
      for (const expanded of ['true', 'false']) {
        await caret.click();
        await expect(caret).toHaveAttribute('aria-expanded', expanded);
        await expect(health).toBeVisible({visible: expanded === 'true'});
      }
      const seen = await page.evaluate(() => (window as unknown as {transitions: string[]}).transitions);
      const durations = seen.map((transition) => Number(/^height (\d+)ms ease-in-out$/.exec(transition)?.[1]));
      expect(durations.length, motion).toBeGreaterThan(0);
      expect(
        durations.filter((ms) => (motion === 'reduce' ? ms !== 1 : !(ms > 1))),
        seen.join(),
      ).toEqual([]);
    }
  });
});

test.describe('locale dropdown', {tag: '@desktop-only'}, () => {
  test('closes on an outside click, touch or focus; "English" keeps path, query and hash', async ({page}) => {
    await open(page, './docs/main/install?x=1#requirements');
    const dropdown = navbar(page).getByRole('button', {name: 'English'});
    for (const [how, close] of [
      ['click', () => page.getByRole('heading', {level: 1}).click()],
      ['touch', () => page.getByRole('main').dispatchEvent('touchstart')],
      ['focus', () => page.getByRole('main').getByRole('link').first().focus()],
    ] as const) {
      await dropdown.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown, how).toHaveAttribute('aria-expanded', 'true');
      await close();
      await expect(dropdown, how).toHaveAttribute('aria-expanded', 'false');
    }
    // Hidden until the dropdown opens, the item still carries its link.
    const english = navbar(page).getByRole('link', {name: 'English', exact: true, includeHidden: true});
    const install = `${baseUrl}/docs/main/install`;
    await expect(english).toHaveAttribute('href', `${install}?x=1#requirements`);
    await page.getByRole('tab', {name: 'yarn'}).click();
    await expect(english).toHaveAttribute('href', `${install}?x=1&package-manager=yarn#requirements`);
    await page.getByRole('link', {name: 'Import it', exact: true}).click();
    await expect(english).toHaveAttribute('href', `${install}?x=1&package-manager=yarn#import-it`);
  });
});

test.describe('docs version dropdown', () => {
  // The preferred version of the one docs plugin ("default"), under the theme's storage key.
  const storageKey = 'docs-preferred-version-default';
  const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKey);
  const [current, built] = [currentVersion(), versions()];

  // From a guide of the current docs to each built version, from an API page of each back (or to itself).
  test('lists versions, "All releases"; one opens the page, is stored; unknown cleared', async ({page, isMobile}) => {
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
    // A stored name that names no built version.
    await page.evaluate((key) => localStorage.setItem(key, '../../no-such-version'), storageKey);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => stored(page)).toBeNull();
  });
});
