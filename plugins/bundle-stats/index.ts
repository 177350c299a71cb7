import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Writes the client bundle's stats (chunks and the modules in them) to
 * `build/bundle-stats.json` when BUNDLE_STATS=1, to see what each page loads.
 * Off by default: the file is large and no page needs it.
 */
export default function bundleStatsPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.BUNDLE_STATS !== '1') {
        return {};
      }
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {done: {tap(name: string, fn: (stats: {toJson(options: object): unknown}) => void): void}};
            }) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: true,
                  chunks: true,
                  chunkModules: true,
                  modules: true,
                  ids: true,
                  // Every module, including those concatenated into one
                  // (the defaults list only the first few of each kind).
                  nestedModules: true,
                  dependentModules: true,
                  modulesSpace: Number.POSITIVE_INFINITY,
                  chunkModulesSpace: Number.POSITIVE_INFINITY,
                  nestedModulesSpace: Number.POSITIVE_INFINITY,
                });
                writeFileSync(join(context.outDir, 'bundle-stats.json'), JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
