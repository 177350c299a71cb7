/**
 * First-visit byte budgets (gzip -9 of build/ files) of tests/build/page-weight.test.ts, set here only. JavaScript: at
 * most the stock Docusaurus 3.8.1 template's with our Markdown (issue 39; `npm run bench -- --runs 0`, 2026-11-26):
 * its Introduction 162,716 B, Health guide 165,697 (its heaviest docs page, which bounds every other docs page) and
 * Actuator API page 161,549 bound ours (161,164, 165,196 and 161,092 B that day); its home 152,724 B, any other page.
 * Pages over it keep their figure of that day + 512 B: the three with a server in three frameworks (tabs) and shell
 * commands, and home.
 */
const [heaviestReferenceDoc, referenceHome, margin] = [165_697, 152_724, 512];
const js: Record<string, number> = {
  '/docs/main/introduction': 162_716,
  '/docs/main/guides/health': heaviestReferenceDoc,
  '/docs/api/classes/Actuator': 161_549,
  '/': 152_872 + margin,
  '/docs/main/install': 169_851 + margin, // 2026-11-28: its types, own imports and production steps (issue 46)
  '/docs/main/examples': 168_859 + margin,
  '/docs/main/guides/actuator': 172_123 + margin,
};
/** The JS budget of the page at `route` (`/`, `/docs/main/install`…). */
export const jsBudgetOf = (route: string) =>
  js[route] ?? (route.startsWith('/docs') ? heaviestReferenceDoc : referenceHome);

export const budgets = {
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 105 KB gzipped (21,125 B on 2026-11-22; 104,197 B on 2026-11-28, issue 46's setup text). */
  searchIndexGzip: 105 * 1024,
} as const;
