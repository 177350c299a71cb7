import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// Names in the docs' code link to the API pages (plugins/doc-code,
// src/components/CodeInfo), and each API page lists its uses
// (plugins/doc-code). tests/build/api-links.test.ts checks every
// link of the build; these check what the reader does with them.

const apiLink = 'a[href*="/docs/api/"]';
const codeLink = `pre ${apiLink}`;

test.describe('names in code link to their API pages', () => {
  test("a name in a guide's code is reached with Tab from its block, and its underline turns solid on focus", async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/guides/health`);
    await waitForHydration(page);
    const block = page
      .locator('pre')
      .filter({has: page.locator(apiLink)})
      .first();
    await block.focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('HealthIndicator');
    await expect(focused).toHaveAttribute('href', `${baseUrl}/docs/api/interfaces/HealthIndicator`);
    await expect(focused).toHaveCSS('text-decoration-style', 'solid');
    await expect(focused).toHaveCSS('outline-style', 'solid');
  });

  test("a link in code is underlined dotted at rest and solid under the pointer, in its token's colour", async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/main/guides/health`);
    await waitForHydration(page);
    const link = page.locator(codeLink).first();
    const tokenColour = await link.evaluate((element) => getComputedStyle(element.parentElement as Element).color);
    await expect(link).toHaveCSS('color', tokenColour);
    await expect(link).toHaveCSS('text-decoration-style', 'dotted');
    await link.hover();
    await expect(link).toHaveCSS('text-decoration-style', 'solid');
  });

  test("following a method's link opens its API page at the method's anchor", async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/guides/actuator`);
    await waitForHydration(page);
    await page
      .locator(codeLink, {hasText: /^getHealth$/})
      .first()
      .click();
    await expect(page).toHaveURL(`${baseUrl}/docs/api/classes/Actuator#gethealth`);
    await expect(page.locator('h3#gethealth')).toHaveText(/^getHealth\(\)/);
  });

  test('the copy button copies the code as the reader sees it, as plain text', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${baseUrl}/docs/main/guides/health`);
    await waitForHydration(page);
    // The block under the title aggregate.ts: its code and its buttons.
    const block = page.getByText('aggregate.ts', {exact: true}).locator('xpath=..');
    await expect(block.locator(codeLink).first()).toBeAttached();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const shown = await block.locator('pre').innerText();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown.trimEnd());
    expect(copied).toContain('export const healthCheck = new HealthCheck([');
  });

  test('an excerpt under "Used in the guides" keeps its title, its highlighted lines and their links', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/docs/api/classes/HealthCheck`);
    await waitForHydration(page);
    const excerpt = page
      .getByRole('article')
      .getByRole('listitem')
      .filter({has: page.locator('pre')})
      .first();
    const [title, code] = [excerpt.getByText(/^[\w-]+\.ts$/), excerpt.locator('pre')];
    await expect(title).toBeVisible();
    expect((await title.boundingBox())?.y).toBeLessThan((await code.boundingBox())?.y ?? 0);
    // Highlighted lines are the ones marked with a bar at their start; each names HealthCheck, linked.
    const highlighted = await code.evaluate((pre, href) => {
      const lines = Array.from(pre.querySelectorAll('code > span'));
      return lines
        .filter((line) => getComputedStyle(line).boxShadow !== 'none')
        .map((line) => Array.from(line.querySelectorAll(`a[href="${href}"]`), (link) => link.textContent));
    }, `${baseUrl}/docs/api/classes/HealthCheck`);
    expect(highlighted.length).toBeGreaterThan(0);
    for (const links of highlighted) expect(links).toContain('HealthCheck');
  });
});

// Code in tabs is left out: Docusaurus's Tabs remount their content once the
// page has hydrated (theme-classic's Tabs, `key={String(isBrowser)}`), so the
// Examples page's servers are rebuilt by the theme itself.
test.describe('hydration keeps the links built into the code', () => {
  for (const route of ['/docs/main/guides/actuator', '/docs/api/classes/Actuator']) {
    test(`${route}: no link in code is added, removed or rebuilt once the page is parsed`, async ({page}) => {
      // Links the server did not render, or rendered differently, would be
      // created (and the built ones removed) while the page hydrates.
      await page.addInitScript(() => {
        const changed: string[] = [];
        (window as unknown as {changedLinks: string[]}).changedLinks = changed;
        let parsed = false;
        document.addEventListener('DOMContentLoaded', () => {
          parsed = true;
        });
        const linksIn = (node: Node, inCode: boolean): Element[] => {
          if (!(node instanceof Element)) return [];
          const links = inCode && node.matches('a') ? [node] : Array.from(node.querySelectorAll('pre a'));
          return links.filter((link) => link.closest('[role="tabpanel"]') === null);
        };
        new MutationObserver((records) => {
          if (!parsed) return;
          for (const record of records) {
            const inCode = record.target instanceof Element && record.target.closest('pre') !== null;
            for (const node of Array.from(record.addedNodes)) {
              for (const link of linksIn(node, inCode)) changed.push(`added ${link.outerHTML}`);
            }
            for (const node of Array.from(record.removedNodes)) {
              for (const link of linksIn(node, inCode)) changed.push(`removed ${link.outerHTML}`);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto(`${baseUrl}${route}`);
      await waitForHydration(page);
      expect(await page.locator(codeLink).count()).toBeGreaterThan(5);
      expect(await page.evaluate(() => (window as unknown as {changedLinks: string[]}).changedLinks)).toEqual([]);
    });
  }
});
