/**
 * Byte budgets for a first visit (gzip level 9, files of build/), enforced by
 * tests/build/page-weight.test.ts. Edit the figures here, and only here.
 *
 * The reference is the stock Docusaurus 3.8.1 classic TypeScript template,
 * first visit to its docs page /docs/intro, measured with `npm run bench` on
 * 2026-11-22 (webpack build, the same file-based count as the test).
 */
export const stockTemplate = {
  docsPageJsGzip: 173_808,
  docsPageCssGzip: 15_071,
} as const;

/**
 * What `npm test` enforces: issue 4's goals themselves. A first visit to any
 * route loads at most 0.7x the template's JavaScript (search included; its
 * index loads only when the reader searches) and no more CSS than the
 * template. On 2026-11-22, after plugins/lean-prism, plugins/preact-in-browser
 * and plugins/unused-infima-rules, the heaviest docs page loaded about
 * 104 KB of JS (0.60x) and 14.3 KB of CSS (0.97x).
 */
export const budgets = {
  jsGzip: Math.floor(stockTemplate.docsPageJsGzip * 0.7),
  cssGzip: stockTemplate.docsPageCssGzip,
  /** Issue 4: the search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
