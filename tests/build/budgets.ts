/**
 * First-visit byte budgets (gzip -9 of build/ files) of tests/build/page-weight.test.ts, set here only. JavaScript: at
 * most the stock Docusaurus 3.8.1 template's with our Markdown (issue 39; `npm run bench -- --runs 0`, 2026-11-26):
 * home 152,726 B, Introduction 162,718, Health guide 165,699 (its heaviest docs page), Actuator API page 161,551. A
 * page over it keeps its figure of that day + 512 B.
 */
const reference = {home: 152_726, docs: 165_699};
const over: Record<string, number> = {
  '/': 156_440,
  '/docs/main/introduction': 164_794,
  '/docs/main/guides/health': 173_210,
  '/docs/api/classes/Actuator': 167_542,
};
// The other docs pages over it, with tabs or quick info; the heaviest of them is the Actuator guide, at 178,542 B.
const heavy = /^\/docs\/(main\/(guides\/(actuator|info)|examples|install)|api\/(classes|interfaces|functions)\/)/;
/** The JS budget of the page at `route` (`/`, `/docs/main/install`…); pages outside the docs, as home. */
export function jsBudgetOf(route: string): number {
  const ours = over[route] ?? (heavy.test(route) ? 178_542 : undefined);
  return ours ? ours + 512 : route.startsWith('/docs') ? reference.docs : reference.home;
}

export const budgets = {
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
