import type {Plugin} from '@docusaurus/types';
import {editPages} from '../releases';

// Pages paint before the app's scripts run: runtime~main's and main's `<script defer>` become low-priority preloads
// and an inline script that starts them after the first contentful paint. It buys (`npm run bench:ablation`,
// 2026-11-26, 5 Lighthouse mobile runs, median LCP over the stock template's, with it vs without): home 0.39× vs 1.01×,
// Introduction 0.37× vs 1.02×, Health guide 0.48× vs 1.06×, Actuator API page 0.40× vs 0.72×; performance +15, +8, +14,
// +15 points over the template vs +3, −5, +3, +8; Total Blocking Time within each other's spread.

/**
 * Starts the app's scripts in order, their URLs as written (Rspack's chunk loader compares them), once the page has
 * painted, or once parsed if hidden; the wrong-base-URL banner (no app by DOMContentLoaded) goes once the app runs.
 * `start` runs once (`splice` empties `scripts`). No comments inside: its text ships in every page.
 */
function startAppAfterFirstPaint(scripts: string[], bannerId: string) {
  const start = () => {
    const tags = scripts.splice(0).map((src) => Object.assign(document.createElement('script'), {src, async: false}));
    document.head.append(...tags);
    const [main] = tags.slice(-1);
    main?.addEventListener('load', () => 'docusaurus' in window && document.getElementById(bannerId)?.remove());
  };
  const startOnceParsed = () =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', start) : start();
  const paintTimed = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (!paintTimed || document.visibilityState !== 'visible') return startOnceParsed();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startOnceParsed, 0);
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', () => document.visibilityState !== 'visible' && startOnceParsed());
}

const bannerId = '__docusaurus-base-url-issue-banner-container';

/** One page's HTML with its app started after the first paint; a template other than 3.8.1's fails the build. */
function paintFirst(html: string, page: string, baseUrl: string): string {
  const tag = (name: string) => `<script src=(${baseUrl}assets/js/${name}\\.[0-9a-f]+\\.js) defer></script>`;
  const app = [...html.matchAll(new RegExp(tag('runtime~main') + tag('main'), 'g'))];
  const changed = (what: string) => new Error(`paint-first: ${page} ${what}; review it against Docusaurus's template.`);
  if (app.length !== 1) throw changed(`should load its app once, as /${tag('runtime~main')}${tag('main')}/`);
  if (html.includes('insertBanner()') && !html.includes(bannerId)) throw changed(`has no element #${bannerId}`);
  const [tags = '', ...scripts] = app[0] ?? [];
  const preloads = scripts.map((src) => `<link rel=preload as=script fetchpriority=low href=${src}>`).join('');
  const starter = `<script>(${startAppAfterFirstPaint})(${JSON.stringify(scripts)},${JSON.stringify(bannerId)})</script>`;
  return html.replace(tags, () => preloads + starter);
}

export default function pluginPaintFirst(): Plugin {
  return {
    name: 'paint-first',
    // Synchronous and registered first, as every postBuild starts at once: the others (the Content Security
    // Policy hashes inline scripts) read the pages edited, each replaced whole.
    postBuild: ({outDir, baseUrl}) => editPages(outDir, (html, page) => paintFirst(html, page, baseUrl)),
  };
}
