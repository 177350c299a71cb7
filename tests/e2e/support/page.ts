import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/**
 * Waits until the page is hydrated: Docusaurus marks `<html
 * data-has-hydrated="true">` once its app has, and the colour-mode toggle,
 * rendered disabled on the server, is enabled by the client.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(
    page.getByRole('button', {name: /Switch between dark and light mode/, includeHidden: true}).first(),
  ).toBeEnabled();
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
  await expect(closeMobileSidebar(page)).toBeVisible();
}

/** The button that closes the mobile sidebar: visible exactly while the sidebar is open. */
export const closeMobileSidebar = (page: Page) => page.getByRole('button', {name: 'Close navigation bar'});

/** Waits until the navbar has slid up out of the viewport (hidden) or shows whole (shown). */
export async function expectNavbarHidden(page: Page, hidden: boolean): Promise<void> {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const place = async () => {
    const box = await navbar.boundingBox();
    if (!box) return 'absent';
    if (box.y + box.height <= 0) return 'hidden';
    return box.y >= 0 ? 'shown' : 'moving';
  };
  await expect.poll(place, 'navbar position').toBe(hidden ? 'hidden' : 'shown');
}

/**
 * Scrolls the window and waits for the page's own scroll event. Scrolls sent
 * back to back can land in one frame on a busy machine, and the browser then
 * fires one scroll event for all of them: the navbar and the back-to-top
 * button, which compare each position with the previous one, would see one
 * jump instead of a scroll down.
 */
export async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.addEventListener('scroll', () => resolve(), {once: true});
        window.scrollTo({top: y, behavior: 'instant'});
        if (window.scrollY === before) resolve(); // already there: no scroll event comes
      }),
    top,
  );
}

/** Resolves after two animation frames: scroll events of the first are dispatched, and React has rendered. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** A page long enough to scroll several screens: a class of the API reference. */
export const longPage = '/docs/api/classes/Actuator';
