import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {sitemapRoutes} from '../support/built-site';
import {axeViolations, expect, open, test, waitForHydration} from './support/fixtures';

// The built HTML without JavaScript (the spec's heading, navbar, footer) is site.test.ts's; here what the browser adds.
/** The react-dom the site pins in package.json: the browser must run that one. */
const pinnedReactDom = JSON.parse(readFileSync('package.json', 'utf-8')).dependencies['react-dom'];

// What a reader cannot read whole, tabs and disclosures open: a `selector` element with `text` that scrolls or passes
// the right edge; code split inside a token.
const unreadable = (page: Page, selector: string, text = '') =>
  page.evaluate(
    ([selector, text]) => {
      for (const panel of Array.from(document.querySelectorAll('[role="tabpanel"]'))) panel.removeAttribute('hidden');
      for (const details of Array.from(document.querySelectorAll('details'))) {
        details.open = true;
        // The theme's Details collapses its content with inline styles.
        for (const content of Array.from(details.querySelectorAll(':scope > div'))) content.removeAttribute('style');
      }
      const found = Array.from(document.querySelectorAll(`main :is(${selector})`)).flatMap((e) => {
        const fits = e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1;
        const whole = fits && e.getBoundingClientRect().right <= innerWidth + 1;
        return whole || !e.textContent?.includes(text) ? [] : [`not whole: ${e.textContent?.slice(0, 60)}`];
      });
      // Inline code keeps each run of non-space characters on one line; a code block, each name, number and word.
      const walker = document.createTreeWalker(document.querySelector('main') ?? document, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.parentElement?.closest('code')) continue;
        for (const match of node.data.matchAll(node.parentElement.closest('pre') ? /[\w$]+/g : /\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) found.push(`split: ${match[0]}`);
        }
      }
      return found;
    },
    [selector, text] as const,
  );

test.describe('every page answers 200, hydrates as built, reads well, passes axe-core', {tag: '@desktop-only'}, () => {
  for (const route of sitemapRoutes()) {
    test(route, async ({page}) => {
      // The React renderers, announced to the hook React DevTools provides; and the built page's app parts and code
      // links (not in tabs, which the theme remounts), taken once parsed, before the app's deferred scripts run.
      await page.addInitScript(() => {
        const seen = {renderers: [] as string[], built: [] as Element[]};
        const inject = ({rendererPackageName, version}: Record<string, string>) =>
          seen.renderers.push(`${rendererPackageName} ${version}`);
        Object.assign(window, {seen, __REACT_DEVTOOLS_GLOBAL_HOOK__: {supportsFiber: true, inject}});
        const parsed = () => {
          const links = Array.from(document.querySelectorAll('pre a')).filter((a) => !a.closest('[role="tabpanel"]'));
          seen.built = [...Array.from(document.querySelectorAll('body > div > :not(link)')), ...links];
        };
        document.addEventListener('readystatechange', parsed, {once: true});
      });
      expect((await page.goto(`.${route}`))?.status()).toBe(200);
      await waitForHydration(page);
      const seen = await page.evaluate(() => {
        const {renderers, built} = (window as unknown as {seen: {renderers: string[]; built: Element[]}}).seen;
        return {renderers, rebuilt: built.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 80))};
      });
      expect(seen).toEqual({renderers: [`react-dom ${pinnedReactDom}`], rebuilt: []});
      await expect(page.getByText(/did not load properly/)).toHaveCount(0);
      const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
      await expect(feedback).toHaveCount(route.startsWith('/docs') ? 1 : 0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await unreadable(page, 'pre')).toEqual([]);
    });
  }
});

// Controls on screen under 3:1 against what is behind them (WCAG 1.4.11; axe-core checks text only), as `name: ratio`:
// the strongest of fill, border and glyph (icon, else text), with their and their ancestors' opacity.
const faintControls = (page: Page) =>
  page.evaluate(() => {
    type Colour = [number, number, number, number];
    const parse = (css: string): Colour => {
      const [r = 0, g = 0, b = 0, a = 1] = css.match(/[\d.]+/g)?.map(Number) ?? [];
      return [r, g, b, a];
    };
    const mix = ([r, g, b, a]: Colour, [R, G, B]: Colour, by = a): Colour => [
      r * by + R * (1 - by),
      g * by + G * (1 - by),
      b * by + B * (1 - by),
      1,
    ];
    const luminance = (colour: Colour) => {
      const [r = 0, g = 0, b = 0] = colour
        .map((v) => v / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: Colour, b: Colour) => {
      const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const chain = (e: Element | null): Element[] => (e ? [...chain(e.parentElement), e] : []);
    const controls =
      'button, input, select, textarea, summary, [role=tab], [role=button], [role=switch], [role=checkbox]';
    return Array.from(document.querySelectorAll(controls)).flatMap((control) => {
      const {left, right, width} = control.getBoundingClientRect();
      if (
        !width ||
        right <= 0 ||
        left >= innerWidth ||
        !control.checkVisibility({opacityProperty: true, visibilityProperty: true})
      )
        return [];
      const ancestors = chain(control.parentElement);
      const around = ancestors.reduce((below, e) => mix(parse(getComputedStyle(e).backgroundColor), below), [
        255, 255, 255, 1,
      ] as Colour);
      const opacity = [...ancestors, control].reduce((product, e) => product * Number(getComputedStyle(e).opacity), 1);
      const style = getComputedStyle(control);
      const fill = mix(parse(style.backgroundColor), around);
      const shape = control.querySelector('svg :is(path, line, circle, rect, polyline, polygon)');
      const shapeStyle = shape && getComputedStyle(shape);
      const glyph = shapeStyle ? (shapeStyle.stroke !== 'none' ? shapeStyle.stroke : shapeStyle.fill) : style.color;
      const border = Number.parseFloat(style.borderTopWidth) > 0 ? [mix(parse(style.borderTopColor), around)] : [];
      const seen = [fill, ...border].map((c) => mix(c, around, opacity));
      const ratio = Math.max(
        ...seen.map((c) => contrast(c, around)),
        contrast(mix(mix(parse(glyph), fill), around, opacity), seen[0] as Colour),
      );
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? control.tagName;
      return ratio < 3 ? [`${name}: ${ratio.toFixed(2)}:1`] : [];
    });
  });

// Issues 38 and 48: at 390 px nothing is hidden without a sign, and every control can be seen, in both colour modes.
test.describe('at 390 px, every page passes axe-core; light and dark: code, tabs, tables whole, no split, controls 3:1', {
  tag: '@mobile-only',
}, () => {
  for (const route of sitemapRoutes()) {
    test(route, async ({page}) => {
      await open(page, `.${route}`);
      expect(await axeViolations(page)).toEqual([]);
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme: mode});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        expect.soft(await faintControls(page), `${mode}: controls under 3:1`).toEqual([]);
        expect.soft(await unreadable(page, 'pre, table, th, td, [role=tablist]'), `${mode}: not whole`).toEqual([]);
      }
    });
  }
});
