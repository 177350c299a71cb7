import type {Plugin} from '@docusaurus/types';

/*
 * How a page starts. Figures: `npm run bench:ablation`, load below 1, median (min–max) of 6 rotated
 * Lighthouse mobile runs, without it on the right.
 *
 * Docusaurus 3.8.1's page template (`ssrTemplate`), changed so a page paints before its JavaScript runs
 * (`<script defer>` ran before the first frame on a fast or cached visit): the scripts are preloaded, and an
 * inline script starts them, in order, after the first contentful paint. It buys (2026-11-25) guide
 * performance 97 (94–98) against 85 (78–93), LCP 1,963 ms against 3,798 ms; API page 97 (96–98) against 82
 * (76–95), LCP 1,740 against 4,687 ms.
 */
function startAppAfterFirstPaint(scripts: string[]) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let script: HTMLScriptElement | undefined;
    for (const src of scripts) {
      script = document.createElement('script');
      script.src = src; // as written: Rspack's chunk loader compares URLs
      script.async = false; // inserted scripts run in order only when not async
      document.head.appendChild(script);
    }
    // Docusaurus shows its wrong-base-URL banner when the app has not started by
    // DOMContentLoaded, which here is always: take it away once the app runs.
    script?.addEventListener('load', () => {
      if ('docusaurus' in window) document.getElementById('__docusaurus-base-url-issue-banner-container')?.remove();
    });
  };
  const startOnceParsed = () =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', start) : start();
  // A hidden page (a background tab, a prerender) paints nothing until shown.
  const paintTimed =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTimed || document.visibilityState !== 'visible') {
    return startOnceParsed();
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startOnceParsed, 0); // a task of its own: the paint is presented first
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', () => document.visibilityState !== 'visible' && startOnceParsed());
}

const startApp = String(startAppAfterFirstPaint).replace(/\s*\/\/.*$/gm, '');

export const paintFirstSsrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">
    <% }); %>
    <script>(${startApp})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

/**
 * A plugin: built client scripts start with V8's explicit compile hint, a first-line comment: Chromium
 * compiles each on a background thread as it streams in, not each function on the main thread at its first
 * call as the app starts. It buys (2026-11-25) Total Blocking Time, home 146 (73–173) ms against 179
 * (144–206), docs landing 67 (60–270) against 83 (76–135), guide 150 (83–271) against 237 (208–332), API page
 * 163 (96–277) against 227 (139–263); guide performance 97 (93–98) against 94 (91–95), under the 95 the site
 * must hold.
 */
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
  };
}
