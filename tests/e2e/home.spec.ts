import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {packageName} from '../../site-facts.mjs';
import {baseUrl, currentVersion, siteConfig} from '../support/built-site';
import {expect, open, selectedText, test, waitForHydration} from './support/fixtures';

test.describe('home page', () => {
  test('at 1280×800 install command, copy button, snippet show unscrolled', {tag: '@desktop-only'}, async ({page}) => {
    await open(page, './');
    // The innermost box holding the install command and its copy button.
    const copy = page.getByRole('button', {name: /copy/i});
    const install = page.locator('main div', {hasText: `npm install ${packageName}`, has: copy}).last();
    await expect(install).toBeInViewport({ratio: 1});
    await expect(install.locator(copy)).toHaveCount(1);
    const code = page.getByRole('tabpanel').locator('pre');
    expect((await selectedText(code)).trimEnd()).toBe(readFileSync('examples/quick-start.ts', 'utf-8').trimEnd());
    await expect(code).toBeInViewport({ratio: 1});
  });

  // The home code at 390 px, each tab shown whole: every-page.spec.ts.
  test('at 390 px the two buttons are equally wide and nothing is wider', {tag: '@mobile-only'}, async ({page}) => {
    await open(page, './');
    const start = await page.getByRole('link', {name: 'Get started'}).boundingBox();
    const github = await page.getByRole('link', {name: 'View on GitHub'}).boundingBox();
    expect(Math.round(start?.width ?? 0)).toBe(Math.round(github?.width ?? -1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('banner').filter({hasText: 'is on npm'});

  test('shows the latest release until closed, then stays closed across reloads and pages', async ({page}) => {
    await open(page, './');
    await expect(bar(page)).toContainText(`actuatorjs ${currentVersion().label} is on npm`);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeHidden();
    await open(page, './docs/main/install');
    await expect(bar(page)).toBeHidden();
  });
});

test.describe('a page crash', {tag: '@desktop-only'}, () => {
  const message = 'Simulated render failure for the crash test';
  test.use({allowedConsole: [new RegExp(`${message}|The above error occurred|React will try to recreate`)]});

  test('shows "This page crashed.", the message and "Try again", which recovers', async ({page}) => {
    // Test-only fault: the home page's chunk rewritten so that its "View on GitHub" throws while crashMessage is set.
    const label = '"View on GitHub"';
    const throwing = `(()=>{if(window.crashMessage)throw new Error(window.crashMessage);return${label}})()`;
    let patched = false;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      patched ||= body.includes(label);
      return route.fulfill({response, body: body.replace(label, throwing)});
    });
    await page.addInitScript((text) => Object.assign(window, {crashMessage: text}), message);
    await page.goto('./');
    await expect(page.getByText('This page crashed.')).toBeVisible();
    expect(patched, 'the home page chunk was found and patched').toBe(true);
    await expect(page.getByText(message)).toBeVisible();
    await page.evaluate(() => Object.assign(window, {crashMessage: undefined}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(siteConfig.title);
  });
});

test.describe('the home page served under a wrong base URL', {tag: '@desktop-only'}, () => {
  test.use({allowedConsole: [/Failed to load resource|net::ERR_FAILED/]});

  test('shows the banner that says the site did not load and suggests the base URL in use', async ({page}) => {
    // The built home page served at /wrong-base/: its assets, under the base URL, are not there.
    await page.route(/\/wrong-base\/$/, (route) =>
      route.fulfill({contentType: 'text/html', body: readFileSync('build/index.html', 'utf-8')}),
    );
    await page.route(`**${baseUrl}/assets/**`, (route) => route.abort());
    await page.goto('/wrong-base/');
    await expect(page.getByText(/did not load properly/)).toBeVisible();
    await expect(page.getByText('/wrong-base/', {exact: true}), 'the base URL it suggests').toBeVisible();
  });
});
