/**
 * First-visit byte budgets (gzip -9 of build/ files) of tests/build/page-weight.test.ts, set here only. JavaScript: at
 * most the stock Docusaurus 3.8.1 template's with our Markdown (issue 39; `npm run bench -- --runs 0`, 2026-11-26):
 * its Introduction 162,716 B, Health guide 165,697 (its heaviest docs page) and Actuator API page 161,549 bound ours;
 * every other docs page is bound by its heaviest. Ours that day: 161,164, 165,196 and 161,092 B.
 */
const reference = {
  '/docs/main/introduction': 162_716,
  '/docs/main/guides/health': 165_697,
  '/docs/api/classes/Actuator': 161_549,
};
const heaviestReferenceDoc = 165_697;
/**
 * Pages over it keep their figure of that day + 512 B: the three with a server in three frameworks (tabs) and shell
 * commands, and home (the reference's home: 152,724 B).
 */
const over: Record<string, number> = {
  '/': 152_872,
  '/docs/main/install': 168_785,
  '/docs/main/examples': 168_859,
  '/docs/main/guides/actuator': 172_123,
};
/** The JS budget of the page at `route` (`/`, `/docs/main/install`…); pages outside the docs, as home. */
export function jsBudgetOf(route: string): number {
  const own = over[route];
  if (own) return own + 512;
  return route.startsWith('/docs') ? (reference[route as keyof typeof reference] ?? heaviestReferenceDoc) : 152_724;
}

export const budgets = {
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 100 KB gzipped (21,125 B on 2026-11-22). */
  searchIndexGzip: 100 * 1024,
} as const;
