// Inlined into every page's <head> by ./index.ts. Starts the app's scripts,
// in the order <template id="app-scripts"> lists them, once the page has
// painted its first content and the document is parsed (the entry's two
// scripts are already downloading, see the preload links).
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let script;
    for (const link of document.getElementById('app-scripts').content.querySelectorAll('link')) {
      script = document.createElement('script');
      // The URL as written, as Rspack's chunk loader compares it.
      script.src = link.getAttribute('href');
      // Dynamically inserted scripts run in insertion order only when not async.
      script.async = false;
      document.head.appendChild(script);
    }
    // Docusaurus's wrong-base-URL banner (home page only) is inserted when
    // the app has not started by DOMContentLoaded, which here is always:
    // once the last script has run and the app exists, take it away again.
    if (script) {
      script.addEventListener('load', () => {
        if (window.docusaurus) document.getElementById('__docusaurus-base-url-issue-banner-container')?.remove();
      });
    }
  };
  const startOnceParsed = () => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  };
  const paintTimingSupported =
    typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  // A hidden page (background tab, prerender) paints nothing until shown.
  if (!paintTimingSupported || document.visibilityState !== 'visible') {
    startOnceParsed();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // A task of its own, so the paint is presented before hydration begins.
    setTimeout(startOnceParsed, 0);
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') startOnceParsed();
  });
})();
