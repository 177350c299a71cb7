import {watch} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';
import type {PluginOptions as TypedocOptions} from 'docusaurus-plugin-typedoc';
import {type ApiPagesOptions, typedocRunInWorker} from './start-in-worker';

export {type ApiPagesOptions, startTypedocInWorker} from './start-in-worker';

/**
 * docusaurus-plugin-typedoc, which writes the API pages under docs/api from
 * library/src, with two changes:
 *  - in `docusaurus build`, when docusaurus.config.ts has started TypeDoc in
 *    a worker thread (./start-in-worker.ts), the plugin waits for that run
 *    instead of running TypeDoc again;
 *  - in `npm start`, it watches library/src and runs TypeDoc again on a
 *    change.
 *
 * The upstream plugin runs TypeDoc once, when Docusaurus creates it. In the
 * dev server, the docs plugin, which watches docs/, then reloads the pages it
 * finds changed under docs/api. TypeDoc runs outside Docusaurus's own plugin
 * reloads on purpose: a reload of this plugin racing the docs plugin's reload
 * could put the old pages back. Re-runs keep the output folder (no clean) so
 * the docs plugin never sees it half empty; a removed export's page stays
 * until the next restart.
 */
export default async function typedocWithWatch(context: LoadContext, pluginOptions: unknown): Promise<Plugin> {
  const options = pluginOptions as ApiPagesOptions;
  const runInWorker = typedocRunInWorker(options);
  if (runInWorker) {
    await runInWorker;
    // The upstream plugin's only hook adds a `generate-typedoc` command, which a build does not use.
    return {name: 'docusaurus-plugin-typedoc'};
  }
  const plugin = (await typedocPlugin(context, options)) as Plugin;
  if (process.env.NODE_ENV === 'development') {
    watchLibrary(context, {...options, cleanOutputDir: false} as Partial<TypedocOptions>);
  }
  return plugin;
}

let watching = false;

function watchLibrary(context: LoadContext, options: Partial<TypedocOptions>) {
  // The dev server creates plugins again when the config changes: watch once.
  if (watching) return;
  watching = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const regenerate = async () => {
    const started = performance.now();
    try {
      await typedocPlugin(context, options);
      console.log(`[typedoc] API pages regenerated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      console.error('[typedoc] TypeDoc failed; the API pages keep their last version.', error);
    }
  };
  watch(join(context.siteDir, 'library/src'), {recursive: true}, () => {
    clearTimeout(timer);
    // Wait for the editor to finish writing, and for any run in progress.
    timer = setTimeout(() => {
      running = running.then(regenerate);
    }, 150);
  });
}
