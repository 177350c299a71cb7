/**
 * First-visit byte budgets (gzip -9 of build/ files) of tests/build/page-weight.test.ts, set here only. JavaScript: at
 * most the stock Docusaurus 3.8.1 template's with our Markdown (issue 39; `npm run bench -- --runs 0`, 2026-11-26):
 * its Introduction 162,716 B, Health guide 165,697 (its heaviest docs page, which bounds every other docs page) and
 * Actuator API page 161,549 bound ours (161,164, 165,196 and 161,092 B that day); its home 152,724 B, any other page.
 * Pages over it keep their figure of that day + 512 B: the three with a server in three frameworks (tabs) and shell
 * commands, and home. Re-based on 2026-11-28 (issue 46), measured against a build of the commit before: the Hono and
 * Koa tabs (Examples 168,882 -> 169,716; Actuator guide 172,144 -> 173,391), the PostgreSQL section (Health guide
 * 165,293 -> 166,481), and the guide Edge and serverless and the examples using `Actuator` ("Used in the guides" of
 * its API page: 161,138 -> 161,552).
 */
const [heaviestReferenceDoc, referenceHome, margin] = [165_697, 152_724, 512];
const js: Record<string, number> = {
  '/docs/main/introduction': 162_716,
  '/docs/main/guides/health': 166_481 + margin,
  '/docs/api/classes/Actuator': 161_552 + margin,
  '/': 152_872 + margin,
  '/docs/main/install': 169_851 + margin, // 2026-11-28: its types, own imports and production steps (issue 46)
  '/docs/main/examples': 169_716 + margin,
  '/docs/main/guides/actuator': 173_391 + margin,
};
/** The JS budget of the page at `route` (`/`, `/docs/main/install`…). */
export const jsBudgetOf = (route: string) =>
  js[route] ?? (route.startsWith('/docs') ? heaviestReferenceDoc : referenceHome);

export const budgets = {
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 110 KB gzipped (21,125 B on 2026-11-22; 101,022 on 2026-11-28, then 107,305 with Hono,
   * Koa, Workers and PostgreSQL, the code of tabs not shown first left out). */
  searchIndexGzip: 110 * 1024,
} as const;
