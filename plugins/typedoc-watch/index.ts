import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';
import type {PluginOptions as TypedocOptions} from 'docusaurus-plugin-typedoc';

/**
 * docusaurus-plugin-typedoc, plus regeneration of the API pages in
 * `npm start` when the library's source changes.
 *
 * The upstream plugin runs TypeDoc once, when Docusaurus creates it. This
 * wrapper asks the dev server to watch `library/src` (getPathsToWatch); on a
 * change Docusaurus reloads this plugin, whose loadContent runs TypeDoc again
 * into docs/api, and the docs plugin, which watches docs/, picks up the new
 * pages. The first loadContent skips the run the constructor just made, so a
 * production build still runs TypeDoc once.
 */
export default async function typedocWithWatch(
  context: LoadContext,
  pluginOptions: unknown,
): Promise<Plugin> {
  const options = pluginOptions as Partial<TypedocOptions>;
  const upstream = (await typedocPlugin(context, options)) as Plugin;
  let freshFromConstructor = true;
  return {
    ...upstream,
    getPathsToWatch() {
      return [join(context.siteDir, 'library/src/**/*.ts')];
    },
    async loadContent() {
      if (freshFromConstructor) {
        freshFromConstructor = false;
        return;
      }
      await typedocPlugin(context, options);
    },
  };
}
