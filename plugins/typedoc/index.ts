import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import typedocPlugin, {type PluginOptions} from 'docusaurus-plugin-typedoc';

/**
 * docusaurus-plugin-typedoc, which writes the API pages from library/src as
 * typedoc.json says (TypeDoc plugins included), and in `npm start` writes
 * them again when library/src changes: the upstream plugin runs TypeDoc
 * once, when Docusaurus creates it, and watches nothing. Docusaurus reloads
 * a plugin when a path it watches changes; the docs plugin then sees the new
 * pages. A re-run keeps the output folder, so the docs plugin never finds it
 * empty; a removed export's page stays until the next start.
 */
export default async function pluginApiPages(context: LoadContext, options: Partial<PluginOptions>): Promise<Plugin> {
  const plugin = (await typedocPlugin(context, options)) as Plugin;
  let loads = 0;
  return {
    ...plugin,
    getPathsToWatch: () => [join(context.siteDir, 'library/src/**/*.ts')],
    async loadContent() {
      loads += 1;
      if (loads > 1) await typedocPlugin(context, {...options, cleanOutputDir: false});
    },
  };
}
