import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Serves Mermaid as the prebuilt, minified ES modules it is published with,
 * instead of bundling it.
 *
 * Mermaid and its dependencies (d3, dagre, langium, cytoscape…) are about
 * 3 MB of JavaScript. Bundled, Rspack parsed, chunked and minified all of it
 * on every build, for the browser and for the server render. Mermaid's
 * package already holds an ES-module build split per diagram type
 * (`dist/mermaid.esm.min.mjs` and its chunks), which browsers load as it is.
 *
 * So `mermaid` is a bundler external: in the browser bundle, the module that
 * imports it (the Mermaid theme's client code, itself in the lazy chunk of
 * src/theme/Mermaid) gets the real module through a native `import()` of its
 * URL, and the compilation emits that module and its chunks under
 * `assets/mermaid/<version>/`, marked as minified so that no minifier reads
 * them again. The server render never draws a diagram, and imports the
 * package by name should it ever run that code. Nothing imitates Mermaid's
 * API: the theme calls the published module itself.
 *
 * What it buys (`npm run bench:ablation`, 2026-11-24, medians of 3): a cold
 * build of 5.0 s against 6.6 s with Mermaid bundled; and, bundled, Mermaid's
 * modules landed in Docusaurus's `common` chunk, which every doc page's HTML
 * lists: the guide's first visit grew from 166,600 to 309,971 B of gzipped
 * JavaScript.
 */
export default function pluginMermaidPrebuilt(context: {baseUrl: string}): Plugin {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve('mermaid/package.json')), 'dist');
  const {version} = require('mermaid/package.json') as {version: string};
  const folder = `assets/mermaid/${version}`;
  return {
    name: 'mermaid-prebuilt',
    configureWebpack(_config, isServer) {
      if (isServer) return {externals: {mermaid: 'import mermaid'}};
      return {
        externals: {mermaid: `import ${context.baseUrl}${folder}/mermaid.esm.min.mjs`},
        plugins: [{apply: (compiler: Compiler) => emitPrebuiltMermaid(compiler, dist, folder)}],
      };
    },
  };
}

/** The files of Mermaid's minified ES-module build, relative to its dist folder. */
function prebuiltFiles(dist: string): string[] {
  const chunks = path.join('chunks', 'mermaid.esm.min');
  return [
    'mermaid.esm.min.mjs',
    ...readdirSync(path.join(dist, chunks))
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => path.join(chunks, file)),
  ];
}

interface Compiler {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_SUMMARIZE: number};
    sources: {RawSource: new (source: Buffer) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}
interface Compilation {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: () => void): void}};
  emitAsset(file: string, source: unknown, info: {minimized: boolean}): void;
}

let contents: Map<string, Buffer> | undefined;

function emitPrebuiltMermaid(compiler: Compiler, dist: string, folder: string) {
  const {Compilation, sources} = compiler.webpack;
  const name = 'mermaid-prebuilt';
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    // After the minifiers (OPTIMIZE_SIZE): the files are minified already.
    const stage = Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
    compilation.hooks.processAssets.tap({name, stage}, () => {
      contents ??= new Map(prebuiltFiles(dist).map((file) => [file, readFileSync(path.join(dist, file))]));
      for (const [file, content] of contents) {
        const asset = `${folder}/${file.split(path.sep).join('/')}`;
        compilation.emitAsset(asset, new sources.RawSource(content), {minimized: true});
      }
    });
  });
}
