import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Makes every theme use the one copy of @docusaurus/theme-common that
 * @docusaurus/theme-classic uses.
 *
 * Why: the lockfile holds several copies (the search plugin pulls 3.10.2 to
 * the top of node_modules, so each Docusaurus package nests its own 3.8.1).
 * React contexts are per copy, so the Mermaid theme's `useColorMode` found no
 * `<ColorModeProvider>` and any page with a diagram failed to render
 * ("Hook useColorMode is called outside the <ColorModeProvider>").
 * The lasting fix is an npm override pinning @docusaurus/theme-common to the
 * Docusaurus version and a regenerated lockfile; this plugin can go then.
 */
export default function pluginDedupeThemeCommon(): Plugin {
  const require = createRequire(import.meta.url);
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  // Alias each entry of the package's exports map (".", "./internal", …) to
  // the file it names in theme-classic's copy.
  const entry = require.resolve('@docusaurus/theme-common', {paths: [themeClassic]});
  const marker = `${path.sep}@docusaurus${path.sep}theme-common${path.sep}`;
  const packageDir = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  const {exports} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf-8')) as {
    exports: Record<string, string>;
  };
  const files = new Map(
    Object.entries(exports).map(([subpath, file]) => [
      path.posix.join('@docusaurus/theme-common', subpath),
      path.join(packageDir, file),
    ]),
  );
  return {
    name: 'dedupe-theme-common',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Replaced request by request: an alias would also catch the subpaths.
      const replacement = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^@docusaurus\/theme-common(\/\w+)?$/,
        (resource: {request: string}) => {
          resource.request = files.get(resource.request) ?? resource.request;
        },
      );
      return {plugins: [replacement]};
    },
  };
}
