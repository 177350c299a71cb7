import {builtPage, builtRoutes, frozenReleases} from '../support/built-site';

/**
 * First-visit byte budgets (gzip -9 of build/ files) of page-weight.test.ts, set here only. JavaScript: at most the stock
 * Docusaurus template's with our Markdown, same Docusaurus minor (issue 39; `npm run bench -- --runs 0`): its
 * Introduction, Health guide (its heaviest docs page) and Actuator API page bound ours, its home any other page. Pages
 * over it (`ours`) keep their figure of a stated day + 512 B, moved by what Docusaurus's own bytes moved since. Only
 * these move a budget: Docusaurus's bytes, the site's routes (each adds its entry to main.js) and frozen releases.
 */
type Reference = {home: number; introduction: number; health: number; actuator: number};
const references: Record<string, Reference> = {
  '3.8': {home: 152_724, introduction: 162_716, health: 165_697, actuator: 161_549},
  '3.10': {home: 155_179, introduction: 165_186, health: 168_167, actuator: 164_020}, // 3.10.2, 2026-11-28
};
// Our build's routes when `ours` was measured; what each further page adds to main.js, its route (81 B for an API
// page on 2026-11-28), and what each frozen release adds, its version dropdown item (24 and 8 B, the first two).
const [recordedRoutes, perRoute, perRelease, margin] = [30, 100, 24, 512];
const kinds: Record<string, keyof Reference> = {
  '/docs/main/introduction': 'introduction',
  '/docs/main/guides/health': 'health',
  '/docs/api/classes/Actuator': 'actuator',
};
// Pages over the reference, with their figure of a day: re-based 2026-11-28 on a clean clone's build of issues 45-48
// (Hono, Koa, Workers and PostgreSQL sections; Installation's types; the feedback and on-intent loader of main.js).
const ours: Record<string, number> = {'/': 152_872, '/docs/main/install': 170_925, '/docs/main/examples': 170_290};
Object.assign(ours, {'/docs/main/guides/actuator': 174_115, '/docs/main/guides/health': 167_143});
ours['/docs/api/classes/Actuator'] = 162_069;

/** The JS budget of the page at `route` (`/`, `/docs/main/install`…) of build/. */
export function jsBudgetOf(route: string): number {
  const minor = /v(\d+\.\d+)\./.exec(builtPage('/').meta('generator') ?? '')?.[1] ?? '';
  const reference = references[minor];
  if (!reference) throw new Error(`No reference for Docusaurus ${minor}: add \`npm run bench -- --runs 0\`'s.`);
  const kind = kinds[route] ?? (route.startsWith('/docs') ? 'health' : 'home');
  const own = (ours[route] ?? 0) + margin - (references['3.8'] as Reference)[kind];
  const grown = perRoute * Math.max(0, builtRoutes().length - recordedRoutes) + perRelease * frozenReleases().length;
  return reference[kind] + Math.max(0, own) + grown;
}

export const budgets = {
  /** The stylesheet, the same on every page: 16,894 B on 2026-11-25; 1 KB margin. */
  cssGzip: 16_894 + 1024,
  /** The search index under 110 KB gzipped (107,305 B on 2026-11-28, the code of tabs not shown first left out). */
  searchIndexGzip: 110 * 1024,
} as const;
