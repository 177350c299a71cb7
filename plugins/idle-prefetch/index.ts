import {realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Page chunks are prefetched when the browser is idle, each file once.
 *
 * Docusaurus prefetches the chunks of every route whose link comes into view
 * (site-spec §7), from the IntersectionObserver callback: on a doc page the
 * sidebar, table of contents, pagination and footer bring dozens of links into
 * view at once, and each route asks for its chunks again, shared ones
 * included (the doc page component is the same file for every doc). That was
 * one `<link rel=prefetch>` insertion per chunk per route, in tasks right
 * after hydration that Lighthouse counted as blocking time.
 *
 * This replaces the module that inserts those links
 * (@docusaurus/core/lib/client/prefetch.js) in the browser bundle with
 * ./client/prefetch.ts, which keeps its API and its fallback, and queues the
 * files for idle time. Which routes are prefetched, and when not (slow-2g,
 * data saver), is still decided by Docusaurus before it is called.
 * tests/e2e/prefetch.spec.ts covers the behaviour.
 */
export default function pluginIdlePrefetch(): Plugin {
  const require = createRequire(import.meta.url);
  const docusaurusClientDir = path.dirname(
    realpathSync(path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/prefetch.js')),
  );
  const replacement = path.join(__dirname, 'client', 'prefetch.ts');
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/prefetch(\.js)?$/, (resource) => {
            if (realpathSync(resource.context) === docusaurusClientDir) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
