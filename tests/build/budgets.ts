/**
 * Byte budgets for a first visit (gzip level 9, files of build/), enforced by tests/build/page-weight.test.ts. Edit
 * the figures here, and only here; each is this site's heaviest page at the date given plus a stated margin.
 */
export const budgets = {
  /**
   * JavaScript, search bar included (its index loads only when the reader reaches for the search box): the heaviest
   * page, the Actuator guide with its production server in three frameworks (tabs), the single-port one and the code's
   * quick info, loaded 185,194 B on 2026-11-26 (187,163 B with two docs versions built); 2 KB margin. react-dom and
   * prism-react-renderer, which every page needs, are most of it. Every page loads the route table of every built docs
   * version (main.js, about 2.4 KB per version): frozen releases are not built by default (BUILT_RELEASES,
   * docusaurus.config.ts), so a release never needs this figure changed.
   */
  jsGzip: 185_194 + 2048,
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
