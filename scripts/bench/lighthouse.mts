import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, findChromium} from '../../tests/e2e/support/browser';
import {median} from './run.mjs';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  cls: number;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * robots.txt lives at the origin's root, outside a project site's base URL:
 * `docusaurus serve` redirects /robots.txt to /actuatorjs/ and Lighthouse
 * then reads a page of HTML as robots.txt. Skipped for both sites.
 */
export const skipAudits = ['robots-txt'];

/**
 * Lighthouse's default run (mobile form factor, simulated throttling) on a
 * fresh headless Chromium per run; returns the median of each figure.
 */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        skipAudits,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const {categories: scores, audits} = result.lhr;
      const score = (id: string) => Math.round((scores[id]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  const pick = (key: keyof LighthouseFigures) => median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  };
}
