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
} as const;

/**
 * What `npm test` enforces: a first visit to any route loads no more
 * JavaScript than the template's docs page (search included; its code and
 * index load only when the reader reaches for the search box) plus 1 KB for
 * the quick info of a guide's code. On 2026-11-25 the
 * heaviest page, the Actuator guide with its production server (2.6 KB of its
 * 9.3 KB chunk is the code's quick info), loaded 174,243 B; react-dom and
 * prism-react-renderer, which every page needs, are most of it
 * (CONTRIBUTING.md, "What keeps a page light and quick to start").
 */
export const budgets = {
  jsGzip: stockTemplate.docsPageJsGzip + 1024,
  /**
   * This site's stylesheet with a margin: 16,882 B on 2026-11-25 as Docusaurus
   * builds it (15,072 B with Infima's unused rules left out), 17.5 KB allowed.
   */
  cssGzip: 17_920,
  /** The search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
