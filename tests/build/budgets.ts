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
 * What `npm test` enforces. Issue 4's goals are JS at most 0.7x the
 * template's and CSS at most the template's; they are not met yet (on
 * 2026-11-22 our heaviest page, /docs, loaded 166,370 B of JS and 16,080 B of
 * CSS: 0.96x and 1.07x the template), so the enforced budgets are regression
 * ceilings: never more JS than the stock template, and the CSS we have plus
 * about 1 KB for features landing in parallel (copy-page button, Mermaid's
 * lazy styles). Lower them towards the goals as the bundle shrinks.
 */
export const budgets = {
  jsGzip: stockTemplate.docsPageJsGzip,
  cssGzip: stockTemplate.docsPageCssGzip + 2_000,
  /** Issue 4: the search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
