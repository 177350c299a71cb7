import {readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/*
 * How a page starts. Figures: `npm run bench:ablation`, median (min–max) of 6 rotated Lighthouse mobile
 * runs, without each part on the right.
 *
 * 1. The page paints before the app's scripts run. Docusaurus's pages load the app with two
 *    `<script defer>` (runtime~main, main), which run before the first frame on a fast or cached visit.
 *    After the build, each page's two tags become low-priority preloads and an inline script that starts
 *    them, in order, after the first contentful paint. It buys FIGURES-PAINT.
 * 2. Built client scripts start with V8's explicit compile hint, a first-line comment: Chromium compiles
 *    each on a background thread as it streams in, not each function on the main thread at its first
 *    call as the app starts. It buys FIGURES-HINTS.
 */

/**
 * Starts the app's scripts once the page has painted. Each script keeps its URL as written (Rspack's chunk
 * loader compares URLs) and is inserted not async (inserted scripts run in order only then). Docusaurus
 * shows its wrong-base-URL banner on the home page when the app has not started by DOMContentLoaded,
 * which here is always: it goes once the app runs. A hidden page (a background tab, a prerender) paints
 * nothing until shown, so there the scripts start as the document is parsed.
 */
function startAppAfterFirstPaint(scripts: string[], bannerId: string) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let script: HTMLScriptElement | undefined;
    for (const src of scripts) {
      script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    }
    script?.addEventListener('load', () => {
      if ('docusaurus' in window) document.getElementById(bannerId)?.remove();
    });
  };
  const startOnceParsed = () =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', start) : start();
  const paintTimed =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTimed || document.visibilityState !== 'visible') {
    return startOnceParsed();
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startOnceParsed, 0);
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', () => document.visibilityState !== 'visible' && startOnceParsed());
}

/** The id of the banner's container that Docusaurus puts in the home page's inline script. */
const bannerId = '__docusaurus-base-url-issue-banner-container';

/**
 * One page's HTML with its app scripts started after the first paint. Throws, naming the page, unless the
 * page loads its app exactly as Docusaurus 3.8.1 writes it, so that a change of the template fails the
 * build instead of leaving pages that never start.
 */
function paintFirst(html: string, page: string, baseUrl: string): string {
  const tag = (name: string) => `<script src=(${baseUrl}assets/js/${name}\\.[0-9a-f]+\\.js) defer></script>`;
  const app = [...html.matchAll(new RegExp(tag('runtime~main') + tag('main'), 'g'))];
  if (app.length !== 1) {
    throw new Error(
      `paint-first: ${page} should load its app once, as /${tag('runtime~main')}${tag('main')}/. ` +
        "Docusaurus's page template changed: review plugins/paint-first against it.",
    );
  }
  if (html.includes('insertBanner()') && !html.includes(bannerId)) {
    throw new Error(`paint-first: ${page} has the base-URL banner, but not in an element with the id ${bannerId}.`);
  }
  const [tags = '', ...scripts] = app[0] ?? [];
  const preloads = scripts.map((src) => `<link rel=preload as=script fetchpriority=low href=${src}>`).join('');
  const starter = `<script>(${startAppAfterFirstPaint})(${JSON.stringify(scripts)},${JSON.stringify(bannerId)})</script>`;
  return html.replace(tags, () => preloads + starter);
}

export default function pluginPaintFirst(): Plugin {
  return {
    name: 'paint-first',
    configureWebpack(_config, isServer, {currentBundler: {instance}}) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const stage = instance.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING; // after minifying, which drops comments
      return {
        plugins: [new instance.BannerPlugin({banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage})],
      };
    },
    // Synchronous, and registered first: Docusaurus starts every plugin's postBuild at once, so the other
    // plugins that read the pages (the Content Security Policy hashes their inline scripts) read them
    // edited. Each page is replaced whole, never seen half written.
    postBuild({outDir, baseUrl}) {
      for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
        if (!file.endsWith('.html')) continue;
        const path = join(outDir, file);
        writeFileSync(`${path}.paint-first`, paintFirst(readFileSync(path, 'utf8'), file, baseUrl));
        renameSync(`${path}.paint-first`, path);
      }
    },
  };
}
