import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/**
 * In the production browser bundle, React runs as Preact (preact/compat).
 *
 * react-dom is a third of the JavaScript a doc page loads (about 53 KB
 * gzipped); Preact with its React compatibility layer is about 5 KB and runs
 * the same components. Only the browser bundle of `docusaurus build` changes:
 * the pages' HTML is still rendered by React at build time, which Preact then
 * hydrates, and `npm start` keeps React with its development warnings and Fast
 * Refresh. The browser tests (tests/e2e) run against this build, so every
 * behaviour of the spec is checked with Preact in place.
 *
 * REACT_IN_BROWSER=react builds with React instead, to tell a Preact
 * difference from a bug of ours.
 */
export default function pluginPreactInBrowser(): Plugin {
  const enabled = process.env.NODE_ENV === 'production' && process.env.REACT_IN_BROWSER !== 'react';
  return {
    name: 'preact-in-browser',
    getClientModules() {
      return enabled ? ['zepto-events.ts', 'app-root.ts'].map((file) => path.join(__dirname, 'client', file)) : [];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      keepCachesApart(config, enabled ? 'preact' : 'react');
      // Preact can hydrate a page in steps (src/components/HydrateLater).
      const hydrateInSteps = new currentBundler.instance.DefinePlugin({
        'process.env.HYDRATE_IN_STEPS': JSON.stringify(String(enabled)),
      });
      if (!enabled) return {plugins: [hydrateInSteps]};
      return {
        plugins: [
          hydrateInSteps,
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^react-dom\/client$/,
            path.join(__dirname, 'client', 'react-dom-client.ts'),
          ),
        ],
        // These replace Docusaurus's own aliases of the same names, which
        // point at the site's react and react-dom. As prefixes they also map
        // react/jsx-runtime to its compat version. react-dom/client, which
        // only starts the app, is replaced above by Preact's, with hydration
        // in a task of its own (./client/react-dom-client.ts).
        resolve: {alias: {react: 'preact/compat', 'react-dom': 'preact/compat'}},
      };
    },
  };
}

/**
 * The bundler's persistent cache (node_modules/.cache) is keyed on the
 * Docusaurus version and config file, not on this switch, so a build after
 * toggling REACT_IN_BROWSER would mix modules compiled against React with
 * modules compiled against Preact. A cache version per choice keeps them apart.
 */
function keepCachesApart(config: Configuration, runtime: string): void {
  const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  for (const cache of [rspackCache, config.cache]) {
    if (cache && typeof cache === 'object' && 'version' in cache) {
      (cache as {version: string}).version += `-browser-${runtime}`;
    }
  }
}
