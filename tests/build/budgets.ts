/**
 * Byte budgets for a first visit (gzip level 9, files of build/), enforced by tests/build/page-weight.test.ts. Edit
 * the figures here, and only here; each is this site's heaviest page at the date given plus a stated margin.
 */
export const budgets = {
  /**
   * JavaScript (the search bar's code loads on intent, not counted): the heaviest page, the Actuator guide with its
   * production server and the code's quick info, of either docs version, loaded 175,703 B on 2026-11-26 with two
   * versions built; 2 KB margin. Every page loads the route table of every version's pages (main.js) and the names of
   * their chunks (runtime~main.js): each version of 25 pages adds about 2.4 KB. The goal is the stock Docusaurus
   * 3.8.1 classic template with our pages' Markdown (`npm run bench` builds it and prints each page's bytes): its
   * heaviest docs page, the Health guide, loaded 165,402 B on 2026-11-26 (Introduction 162,567 B, Actuator API page
   * 161,541 B); ours were 175,328, 167,372 and 170,140 B.
   */
  jsGzip: 175_703 + 2048,
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
