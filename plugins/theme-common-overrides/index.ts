import {realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Browser-bundle stand-ins for single functions of @docusaurus/theme-common
 * that cannot be swizzled (they are utilities, not theme components).
 *
 * Each stand-in module re-exports the original module and replaces one
 * export, with the same contract; its comment says why. The replacement
 * applies to every relative import of the original file inside theme-common;
 * a stand-in reaches the original as `@theme-common-original/<file>`.
 *
 * - utils/reactUtils.js → client/reactUtils.ts: `useShallowMemoObject` sorts
 *   keys without `localeCompare`, whose first call loads the browser's
 *   collation data in the middle of hydration (every code block calls it).
 */
const overrides: Record<string, string> = {
  'utils/reactUtils.js': 'reactUtils.ts',
};

export default function pluginThemeCommonOverrides(): Plugin {
  const require = createRequire(import.meta.url);
  const libDir = realpathSync(path.dirname(require.resolve('@docusaurus/theme-common')));
  const clientDir = path.join(__dirname, 'client');
  const byOriginal = new Map(
    Object.entries(overrides).map(([original, standIn]) => [
      path.join(libDir, original),
      path.join(clientDir, standIn),
    ]),
  );
  return {
    name: 'theme-common-overrides',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        resolve: {alias: {'@theme-common-original': libDir}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/reactUtils(\.js)?$/, (resource) => {
            if (!resource.request.startsWith('.')) return;
            const context = realpathSync(resource.context);
            if (!context.startsWith(libDir)) return;
            const target = path.resolve(context, resource.request.replace(/(\.js)?$/, '.js'));
            const standIn = byOriginal.get(target);
            if (standIn) resource.request = standIn;
          }),
        ],
      };
    },
  };
}
