/**
 * Byte budgets for a first visit (gzip level 9, files of build/), enforced by tests/build/page-weight.test.ts. Edit
 * the figures here, and only here; each is this site's heaviest page at the date given plus a stated margin.
 */
export const budgets = {
  /**
   * JavaScript (the search bar's code loads on intent, not counted): the heaviest page, the Actuator guide with its
   * production server in three frameworks (tabs), the single-port one and the code's quick info, loaded 179,268 B on
   * 2026-11-26; 2 KB margin. Frozen releases are not built by default (BUILT_RELEASES, docusaurus.config.ts), so a
   * release never moves this figure: each version built would add its route table (about 2.4 KB) to every page. The
   * goal is the stock Docusaurus 3.8.1 classic template with our pages' Markdown (`npm run bench` builds it and prints
   * each page's bytes): its Health guide loaded 165,402 B on 2026-11-26, Introduction 162,567 B, Actuator API page
   * 161,541 B; ours 173,937, 165,542 and 168,269 B that day.
   */
  jsGzip: 179_268 + 2048,
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
