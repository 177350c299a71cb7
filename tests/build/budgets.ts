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
 * What `npm test` enforces: a first visit to any route loads no
 * more JavaScript than the template's docs page (search included; its code
 * and index load only when the reader reaches for the search box), and no
 * more CSS. The goal is 0.85x; on 2026-11-24, with React 19.1.0 in the
 * browser as published, the heaviest docs page loaded about 0.97x of the
 * template's JavaScript: react-dom and prism-react-renderer, which every page
 * needs, are most of it (CONTRIBUTING.md, "What keeps a page light and quick to start").
 */
export const budgets = {
  jsGzip: stockTemplate.docsPageJsGzip,
  cssGzip: stockTemplate.docsPageCssGzip,
  /** Issue 4: the search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
