import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The HTML template of every built page (Docusaurus's `ssrTemplate`), changed
 * so a page paints before its JavaScript runs.
 *
 * Docusaurus's own template (@docusaurus/core/lib/ssg/ssgTemplate.html.js)
 * loads the app with `<script defer>`. A deferred script runs as soon as the
 * document is parsed, which on a fast connection or a repeat visit (scripts
 * cached) is before the first frame: the reader then waits for the whole
 * hydration (a few hundred milliseconds on a mid-range phone) before seeing
 * text that was in the HTML all along. Lighthouse counts that wait in LCP.
 *
 * Here the entry's scripts (runtime~main and main.js) are `<link
 * rel="preload">`s instead, so they download as early and at the same low
 * priority as before, and a small inline script (./start-app.js) starts the
 * app's scripts after the first contentful paint, in the order an inert
 * `<template id="app-scripts">` lists them. That list starts with the
 * entry's runtime and ends with main.js; between them are the chunks of the
 * page's route (plugins/route-chunks-in-html), which main.js then finds
 * installed instead of loading them itself. They are not preloaded: fetched
 * before the first paint, they competed with it (Lighthouse's LCP on a guide
 * went from 1.8 to 2.6 s).
 * Everything else is the original template. The content security policy
 * (plugins/content-security-policy) allows the inline script by its hash.
 * tests/e2e/hydration.spec.ts checks the order: paint first, then scripts.
 * The script also takes away Docusaurus's wrong-base-URL banner, which its
 * own check inserts whenever the app has not started by DOMContentLoaded,
 * once the app has started (tests/e2e/errors.spec.ts).
 *
 * What it buys under React 19 (`npm run bench:ablation`, 2026-11-24, medians
 * of 3 alternated Lighthouse mobile runs; without = Docusaurus's own
 * template): guide performance 93 against 88, LCP 1.8 s against 2.4 s; API
 * page 98 against 81, LCP 1.7 s against 4.6 s. It is most of the site's
 * Lighthouse lead over the stock template.
 */
const startApp = readFileSync(path.join(__dirname, 'start-app.js'), 'utf-8')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*\n/g, '\n')
  .trim();

export const paintFirstSsrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% const fileName = (script) => script.split('/').pop(); %>
    <% const isMain = (script) => fileName(script).startsWith('main.'); %>
    <% const isEntry = (script) => isMain(script) || fileName(script).startsWith('runtime~main.'); %>
    <% const startOrder = it.scripts.filter((script) => !isMain(script)).concat(it.scripts.filter(isMain)); %>
    <% it.scripts.filter(isEntry).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">
    <% }); %>
    <template id="app-scripts">
      <% startOrder.forEach((script) => { %>
        <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>">
      <% }); %>
    </template>
    <script>${startApp}</script>
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
