import {readFileSync} from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {settleAnimations, waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

// Names in the docs' code show their quick info (src/components/CodeInfo): what the compiler knows of each,
// computed at build time (tests/build/quick-info.test.ts checks the text). These check how a reader reaches
// it: keyboard, pointer, touch, screen reader, and what it costs.

const guide = '/docs/main/guides/actuator';
const apiPage = '/docs/api/classes/Actuator';
const openInfo = '[popover]:popover-open';
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf-8');

/** Opens a page and waits until its code blocks answer: the block's code is loaded and hydrated. */
async function openPage(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await expect(page.locator('pre span[data-code-name][tabindex="0"]').first()).toBeAttached();
}

/** The info a name is described by. */
const infoOf = async (page: Page, name: Locator) =>
  page.locator(`[id="${await name.getAttribute('aria-describedby')}"]`);

/** Tabs from the page's first code block with names until a name has the focus. */
async function tabToFirstName(page: Page): Promise<Locator> {
  await page.locator('pre:has([data-code-name])').first().focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-code-name');
  return focused;
}

test.describe('quick info from the keyboard', () => {
  for (const path of [guide, apiPage]) {
    test(`${path}: a name reached with Tab shows its info, the arrows move to the next name, Escape closes it @desktop-only`, async ({
      page,
    }) => {
      await openPage(page, path);
      const first = await tabToFirstName(page);
      const firstInfo = await infoOf(page, first);
      await expect(firstInfo).toBeVisible();
      await expect(page.locator(openInfo)).toHaveCount(1);
      // A screen reader reads the info as the name's description: the declaration, then the doc sentence.
      const [declaration, doc] = await Promise.all(['code', 'p'].map((part) => firstInfo.locator(part).innerText()));
      await expect(first).toHaveAccessibleDescription(`${declaration?.replace(/\s+/g, ' ')} ${doc}`);
      const firstText = await first.textContent();

      await page.keyboard.press('ArrowRight');
      const second = page.locator(':focus');
      await expect(second).toHaveAttribute('data-code-name');
      expect(await second.evaluate((element) => element.textContent)).not.toBe(firstText ?? '');
      await expect(await infoOf(page, second)).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page.locator(openInfo)).toHaveCount(0);
      await expect(second).toBeFocused();

      await page.keyboard.press('ArrowLeft');
      await expect(first).toBeFocused();
      await expect(firstInfo).toBeVisible();
    });
  }

  test('a code block adds at most one tab stop besides its links to the API @desktop-only', async ({page}) => {
    await openPage(page, guide);
    const blocks = page.locator('pre:has([data-code-name])');
    expect(await blocks.count()).toBeGreaterThan(2);
    for (const block of await blocks.all()) {
      const unlinked = await block.locator('[data-code-name]:not(a)').count();
      await expect(block.locator('[tabindex]:not([tabindex="-1"]):not(a)')).toHaveCount(unlinked > 0 ? 1 : 0);
    }
  });
});

test.describe('quick info under the pointer', () => {
  test('hovering a name opens its info, which stays open while the pointer is over it and closes after @desktop-only', async ({
    page,
  }) => {
    await openPage(page, guide);
    const name = page.locator('pre span[data-code-name]', {hasText: /^health$/}).first();
    await name.hover();
    const info = await infoOf(page, name);
    await expect(info).toBeVisible();
    await expect(info.locator('code')).toHaveText('const health: HealthCheckResult');

    const box = await info.boundingBox();
    if (!box) throw new Error('the info has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 5});
    await page.waitForTimeout(800);
    await expect(info).toBeVisible();

    await page.mouse.move(5, 5);
    await expect(info).toBeHidden();
  });
});

test.describe('quick info by touch', () => {
  test('a tap on a linked name opens its info without following the link; a second tap follows it @mobile-only', async ({
    page,
  }) => {
    await openPage(page, guide);
    const name = page.locator('pre a[data-code-name]', {hasText: /^getHealth$/}).first();
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    const info = await infoOf(page, name);
    await expect(info).toBeVisible();
    await expect(info).toContainText('Actuator.getHealth()');
    await expect(page).toHaveURL(`${baseUrl}${guide}`);
    await name.tap();
    await expect(page).toHaveURL(`${baseUrl}/docs/api/classes/Actuator#gethealth`);
  });
});

test.describe('quick info is accessible', () => {
  for (const path of [guide, apiPage]) {
    test(`${path}: axe-core finds nothing with an info open, in light and dark mode`, async ({page}) => {
      await openPage(page, path);
      await page.evaluate(axeSource);
      const name = page.locator('pre [data-code-name]').first();
      await name.focus();
      await expect(await infoOf(page, name)).toBeVisible();
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme: mode});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await settleAnimations(page);
        const violations = await page.evaluate(() =>
          // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
          (window as any).axe
            .run(document, {resultTypes: ['violations']})
            .then((results: {violations: {id: string; nodes: {target: string[]}[]}[]}) =>
              results.violations.map(
                ({id, nodes}) => `${id} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
              ),
            ),
        );
        expect(violations, `${mode} mode`).toEqual([]);
      }
    });
  }
});

test.describe('quick info costs nothing where there is no code', () => {
  for (const [path, hasCode] of [
    ['/docs/main/guides', false],
    ['/docs/api', false],
    [guide, true],
    ['/', true],
  ] as const) {
    test(`${path} ${hasCode ? 'loads' : 'loads no'} script of the code blocks' quick info`, async ({page}) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (/\/code-info\.[0-9a-f]+\.js$/.test(request.url())) requested.push(request.url());
      });
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(requested).toHaveLength(hasCode ? 1 : 0);
    });
  }
});
