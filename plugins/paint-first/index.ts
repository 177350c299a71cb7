import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceFile} from '../replace-file.mjs';

/*
 * Pages paint before the app's scripts run: after the build, each page's two `<script defer>` (runtime~main,
 * main) become low-priority preloads and an inline script that starts them after the first contentful paint.
 * It buys (`npm run bench:ablation`, 2026-11-25, 6 rotated
 * Lighthouse mobile runs on a heavily loaded machine; median (min–max), without it on the right) Largest
 * Contentful Paint: home 1,700 (1,558–1,721) ms against 4,551 (1,622–4,948); docs landing 1,559
 * (1,430–1,813) against 4,656 (1,391–5,239); guide 2,344 (2,291–2,419) against 3,443 (2,220–6,390); API
 * page 1,682 (1,611–1,977) against 4,200 (1,707–6,298). V8 compile hints, once here too, went: Total
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
