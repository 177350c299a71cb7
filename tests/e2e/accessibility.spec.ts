import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {sitemapRoutes} from '../support/built-site';
import {expect, test} from './support/fixtures';
import {settleAnimations, waitForHydration} from './support/page';
import {expectHydratedByReact, recordReactRenderers} from './support/react';
import {baseUrl, headingOf} from './support/routes';

// axe-core, injected as a script: @axe-core/playwright is not available here.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf-8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]}[];
}

async function axeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(() =>
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
    (window as any).axe
      .run(document, {resultTypes: ['violations']})
      .then((results: {violations: AxeViolation[]}) => results.violations),
  );
  return (violations as AxeViolation[]).map(
    ({id, impact, help, nodes}) =>
      `${impact} ${id}: ${help} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

// One visit per page of the sitemap (every page a reader reaches, the spec
// table's among them, whatever their number) checks everything a page owes:
// that it answers and renders, that React 19.1.0 hydrated it, that the
// browser console stays clean (the base fixture fails the test on any error or
// warning, hydration mismatches included), and that axe-core finds nothing in
// either colour mode.
test.describe('every page of the site answers, renders, is hydrated by React, logs nothing and has no axe-core violation', () => {
  for (const path of sitemapRoutes()) {
    const heading = headingOf(path);
    const named = typeof heading === 'string' ? `its heading "${heading}"` : 'a heading';
    test(`${path} answers 200, shows ${named} and the footer, is hydrated by React and has no violation in light or dark mode`, async ({
      page,
    }) => {
      await recordReactRenderers(page);
      await page.emulateMedia({colorScheme: 'light'});
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2025 actuatorjs.');
      await waitForHydration(page);
      await expectHydratedByReact(page);
      await page.evaluate(axeSource);
      for (const mode of ['light', 'dark'] as const) {
        // The page follows the system preference live (code blocks included):
        // switching it is the cheapest way to see the page in both modes.
        await page.emulateMedia({colorScheme: mode});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await settleAnimations(page);
        expect(await axeViolations(page), `${mode} mode`).toEqual([]);
      }
    });
  }
});
