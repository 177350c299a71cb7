import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceFile} from '../replace-file.mjs';

/*
 * Pages paint before the app's scripts run: after the build, each page's two `<script defer>` (runtime~main,
 * main) become low-priority preloads and an inline script that starts them after the first contentful paint.
 * It buys (`npm run bench:ablation`, 2026-11-26, 5 interleaved Lighthouse mobile runs on a loaded machine; each run's
 * ratio to the stock Docusaurus template, median (min–max), without it on the right) Largest Contentful Paint: home
 * 0.39× (0.36–0.43) against 1.01× (0.91–1.10); Introduction 0.37× (0.30–1.01) against 1.02× (0.79–2.74); Health
 * guide 0.48× (0.41–1.07) against 1.06× (0.48–1.19); Actuator API page 0.40× (0.29–0.40) against 0.72× (0.37–1.21);
 * performance +15, +8, +14, +15 points over the reference against +3, −5, +3, +8. Total Blocking Time with and
 * without it was within each other's spread on all four pages. V8 compile hints, once here too, went: Total
 * Blocking Time with and without them was within each other's spread on all four pages.
 */

/**
 * Starts the app's scripts, in order (not async) and with their URLs as written (Rspack's chunk loader compares
 * them), once the page has painted, or once parsed if hidden (it paints nothing until shown). Docusaurus's
 * wrong-base-URL banner, shown since the app has not started by DOMContentLoaded, goes once the app runs.
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

const bannerId = '__docusaurus-base-url-issue-banner-container';

/** One page's HTML with its app started after the first paint; a template other than 3.8.1's fails the build. */
function paintFirst(html: string, page: string, baseUrl: string): string {
  const tag = (name: string) => `<script src=(${baseUrl}assets/js/${name}\\.[0-9a-f]+\\.js) defer></script>`;
  const app = [...html.matchAll(new RegExp(tag('runtime~main') + tag('main'), 'g'))];
  if (app.length !== 1)
    throw new Error(
      `paint-first: ${page} should load its app once, as /${tag('runtime~main')}${tag('main')}/. ` +
        "Docusaurus's page template changed: review plugins/paint-first against it.",
    );
  if (html.includes('insertBanner()') && !html.includes(bannerId))
    throw new Error(`paint-first: ${page} has the base-URL banner, but not in an element with the id ${bannerId}.`);
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
    postBuild({outDir, baseUrl}) {
      for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
        if (!file.endsWith('.html')) continue;
        const path = join(outDir, file);
        replaceFile(path, paintFirst(readFileSync(path, 'utf8'), file, baseUrl));
      }
    },
  };
}
