import type {Locator, Page} from '@playwright/test';
import {axeViolations, expect, open, selectedText, test} from './support/fixtures';
import {baseUrl} from '../support/built-site';

// What the reader does with names in code (quick info, API links); their text and targets: tests/build/quick-info.

const guide = './docs/main/guides/actuator';
const apiPage = './docs/api/classes/Actuator';
/** Names in code with a quick info: a screen reader reads the info as their description. */
const namesIn = (scope: Page | Locator) => scope.locator('pre [aria-describedby]');
const linksIn = (scope: Page | Locator) => scope.locator(`pre a[href*="${baseUrl}/docs/api/"]`);
/** The first of these names that reads `text`. */
const named = (names: Locator, text: string) => names.filter({hasText: new RegExp(`^${text}$`)}).first();
const infoOf = async (page: Page, name: Locator) =>
  page.locator(`[id="${await name.getAttribute('aria-describedby')}"]`);

test.describe('quick info and API links from the keyboard', {tag: '@desktop-only'}, () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const path of [guide, apiPage]) {
    test(`${path}: Tab shows a name's info, arrows move, Escape closes; axe-core passes`, async ({page}) => {
      await open(page, path);
      await namesIn(page).first().locator('xpath=ancestor::pre').focus();
      const focused = page.locator(':focus');
      await page.keyboard.press('Tab');
      const firstInfo = await infoOf(page, focused);
      await expect(firstInfo).toBeVisible();
      await expect(page.getByRole('tooltip')).toHaveCount(1);
      // The description is the declaration, then the doc sentence.
      const [declaration, doc] = await Promise.all(['code', 'p'].map((part) => firstInfo.locator(part).innerText()));
      await expect(focused).toHaveAccessibleDescription(`${declaration?.replace(/\s+/g, ' ')} ${doc}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('ArrowRight');
      await expect(firstInfo, 'moved on to another name').toBeHidden();
      await expect(await infoOf(page, focused)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await page.keyboard.press('ArrowLeft');
      await expect(firstInfo).toBeVisible();
    });
  }

  test('one tab stop per block besides links; focused links underlined; copy gives plain text', async ({page}) => {
    await open(page, './docs/main/guides/health');
    const blocks = page.locator('pre').filter({has: page.locator('[aria-describedby]')});
    expect(await blocks.count()).toBeGreaterThan(2);
    for (const block of await blocks.all()) {
      const unlinked = await block.locator('[aria-describedby]:not(a)').count();
      await expect(block.locator('[tabindex]:not([tabindex="-1"]):not(a)')).toHaveCount(unlinked > 0 ? 1 : 0);
    }
    // The first block with a link.
    await linksIn(page).first().locator('xpath=ancestor::pre').focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('HealthIndicator');
    await expect(focused).toHaveCSS('text-decoration-style', 'solid');
    await expect(focused).toHaveCSS('outline-style', 'solid');
    // The block under the title aggregate.ts: its code and its buttons.
    const block = page.getByText('aggregate.ts', {exact: true}).locator('xpath=..');
    await expect(linksIn(block).first()).toBeAttached();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await selectedText(block.locator('pre'))).trimEnd());
    expect(copied).toContain('export const healthCheck = new HealthCheck([');
  });
});

test.describe('quick info and API links under the pointer', {tag: '@desktop-only'}, () => {
  test('loaded on the first hover, an info stays under the pointer; a link opens its member', async ({page}) => {
    // The scripts of the quick info's code and of a page's infos, as they load.
    const loads: string[] = [];
    page.on('response', async (response) => {
      const body = response.request().resourceType() === 'script' ? await response.text().catch(() => '') : '';
      loads.push(...(['showPopover', '{"infos":['] as const).filter((mark) => body.includes(mark)));
    });
    await open(page, guide);
    await page.waitForLoadState('networkidle');
    expect(loads, 'a visit loads neither').toEqual([]);
    const name = named(namesIn(page), 'health');
    await name.hover();
    const info = await infoOf(page, name);
    await expect(info).toBeVisible();
    await expect(info.locator('code')).toHaveText('const health: HealthCheckResult');
    expect(loads.sort()).toEqual(['showPopover', '{"infos":[']);
    const box = await info.boundingBox();
    if (!box) throw new Error('the info has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 5});
    await page.waitForTimeout(800);
    await expect(info).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(info).toBeHidden();
    const link = named(linksIn(page), 'getHealth');
    const tokenColour = await link.evaluate((element) => getComputedStyle(element.parentElement as Element).color);
    await expect(link).toHaveCSS('color', tokenColour);
    await expect(link).toHaveCSS('text-decoration-style', 'dotted');
    await link.hover();
    await expect(link).toHaveCSS('text-decoration-style', 'solid');
    await link.click();
    await expect(page).toHaveURL(`${baseUrl}/docs/api/classes/Actuator#gethealth`);
    await expect(page.getByRole('heading', {level: 3, name: /^getHealth\(\)/})).toBeInViewport();
    // Rendered by the client: a name shows its info on the first hover too, with the page's infos loaded then.
    await page.locator('pre').getByText('getHealth', {exact: true}).first().hover();
    await expect(page.getByRole('tooltip')).toContainText('Actuator.getHealth()');
    expect(loads.sort()).toEqual(['showPopover', '{"infos":[', '{"infos":[']);
  });
});

test.describe('quick info under the pointer at 390 px', {tag: '@desktop-only'}, () => {
  test.use({viewport: {width: 390, height: 844}});
  test('the first hover opens the info of a name the block shows scrolled sideways', async ({page}) => {
    await open(page, guide);
    const name = named(linksIn(page), 'getHealth');
    await name.hover(); // scrolls the block until the name is in view, then points at it
    await expect(await infoOf(page, name)).toContainText('Actuator.getHealth()');
    await expect(name, 'the block kept its scroll').toBeInViewport({ratio: 0.9});
  });
});

test.describe('quick info by touch', {tag: '@mobile-only'}, () => {
  test('a tap on a linked name opens its info (axe-core passes), a second follows the link', async ({page}) => {
    await open(page, guide);
    const name = named(linksIn(page), 'getHealth');
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    await expect(await infoOf(page, name)).toContainText('Actuator.getHealth()');
    expect(await axeViolations(page), 'with the info open').toEqual([]);
    await expect(page).toHaveURL(`${baseUrl}/docs/main/guides/actuator`);
    await name.tap();
    await expect(page).toHaveURL(`${baseUrl}/docs/api/classes/Actuator#gethealth`);
  });
});
