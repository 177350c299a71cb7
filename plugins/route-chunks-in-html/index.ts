import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Each built page names, in its HTML, the chunks of the route it shows, so
 * they download with main.js instead of after it.
 *
 * Docusaurus renders a page's HTML with the list of modules its routes
 * loaded (the theme's DocItem, the page's MDX, its metadata…) and looks them
 * up in the client manifest that react-loadable-ssr-addon writes, to add
 * their scripts to the page. Under webpack 5 and Rspack that manifest keys
 * the route chunks by chunk name, not by module, so the lookup finds only
 * the entry (runtime~main and main.js). The browser then learnt of a page's
 * chunks only once main.js had run: it inserted a `<script>` per chunk from
 * within main.js's task (77 ms of that task for a guide, at 4x CPU
 * throttling) and waited one more round trip before it could hydrate.
 *
 * After the client compilation has emitted, this adds to the manifest an
 * entry per route module, the module path Docusaurus looks up, pointing at
 * the chunks of its chunk name, from the generated registry
 * (`.docusaurus/registry.js`). Docusaurus's own template code then lists
 * them in `it.scripts`, and the page template (plugins/paint-first) starts
 * them after the first paint, after the entry's runtime and before main.js,
 * so they are installed when main.js asks for them. Only `docusaurus build`
 * renders HTML; `npm start` is left as it is.
 * tests/build/route-chunks-in-html.test.ts checks the built pages.
 *
 * What it buys under React 19 (`npm run bench:ablation`, 2026-11-24, medians
 * of 6 Lighthouse mobile runs, alternated, each run starting with another
 * variant): guide performance 95.5 against 90, Total Blocking Time 214 ms
 * against 386 ms; the API page the same within noise (201 against 198 ms).
 * An earlier run of 3 that always measured the site as configured first,
 * under a load average near 10, showed the opposite on the guide (296
 * against 120 ms); the rotated run is the one to trust.
 */
export default function pluginRouteChunksInHtml(context: LoadContext): Plugin {
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-chunks-in-html',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const apply = (compiler: Compiler) => {
        compiler.hooks.afterEmit.tap('route-chunks-in-html', () => {
          writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(readJson(manifestFile), registryFile)));
        });
      };
      return {plugins: [{apply}]};
    },
  };
}

interface Compiler {
  hooks: {afterEmit: {tap(name: string, fn: () => void): void}};
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

function readJson(file: string): ClientManifest {
  return JSON.parse(readFileSync(file, 'utf-8')) as ClientManifest;
}

/**
 * The registry maps each chunk name to the module it loads:
 * `"17896441": [() => import(/* webpackChunkName: "17896441" *\/ "@theme/DocItem"), "@theme/DocItem", …]`.
 */
function registryModules(registrySource: string): Map<string, string> {
  const entry = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), "([^"]+)"/gm;
  return new Map([...registrySource.matchAll(entry)].map(([, chunkName, modulePath]) => [chunkName, modulePath]));
}

function withModuleOrigins(manifest: ClientManifest, registryFile: string): ClientManifest {
  const modules = registryModules(readFileSync(registryFile, 'utf-8'));
  if (modules.size === 0) throw new Error(`route-chunks-in-html: no route module found in ${registryFile}`);
  const origins = {...manifest.origins};
  for (const [chunkName, modulePath] of modules) {
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[modulePath] = chunks;
  }
  return {...manifest, origins};
}
