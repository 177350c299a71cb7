import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/**
 * Waits until React has hydrated the page: the colour-mode toggle is
 * rendered disabled on the server and enabled only by the client.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('button[class*="toggleButton"]').first()).toBeEnabled();
}

/** Lets running CSS transitions and animations (theme colours, collapsibles) finish. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** The colour-mode toggle the reader can reach: in the navbar on desktop, in the opened sidebar on mobile. */
export async function reachableColourToggle(page: Page, isMobile: boolean) {
  if (isMobile) await openMobileSidebar(page);
  return page.getByRole('button', {name: /Switch between dark and light mode/}).filter({visible: true});
}

/** Opens the mobile navbar sidebar with its hamburger button. */
export async function openMobileSidebar(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
}

/** A page long enough to scroll several screens: a class of the API reference. */
export const longPage = '/docs/api/classes/Actuator';
