import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import type {PluginOptions as TypedocOptions} from 'docusaurus-plugin-typedoc';
import type {TypeDocOptions} from 'typedoc';

/** docusaurus-plugin-typedoc's options, TypeDoc's `plugin` list among them, as this site passes them. */
export type ApiPagesOptions = Partial<TypedocOptions & Pick<TypeDocOptions, 'plugin'>> & {id?: string};

/**
 * Runs TypeDoc in a worker thread, started while Docusaurus is still loading.
 *
 * TypeDoc takes 3 to 4 seconds of a cold build, most of it TypeScript parsing
 * the library and Node's typings, and docusaurus-plugin-typedoc runs it when
 * Docusaurus creates the plugin, on the main thread, while nothing else
 * happens. `docusaurus build` evaluates docusaurus.config.ts about 2 s before
 * it creates plugins: started from there, TypeDoc runs on the second core
 * while Docusaurus reads its config and loads the other plugins, and the
 * plugin then only waits for what is left.
 *
 * Docusaurus evaluates the config more than once, each time afresh, so the
 * runs are kept on `globalThis`, one per set of options.
 */
type Runs = Map<string, Promise<void>>;
const runsKey = Symbol.for('actuatorjs-docs/typedoc-runs');

/** Docusaurus adds its plugin `id` to the options it passes to the plugin. */
function keyOf({id: _id, ...options}: ApiPagesOptions): string {
  return JSON.stringify(options);
}

function runs(): Runs {
  const global = globalThis as typeof globalThis & {[runsKey]?: Runs};
  global[runsKey] ??= new Map();
  return global[runsKey];
}

/** Starts TypeDoc for these options, unless a run for them has already started. */
export function startTypedocInWorker(siteDir: string, options: ApiPagesOptions): void {
  const key = keyOf(options);
  if (runs().has(key)) return;
  const run = new Promise<void>((resolve, reject) => {
    const worker = new Worker(fileURLToPath(new URL('./worker.mjs', import.meta.url)), {
      workerData: {siteDir, options},
    });
    worker.once('message', (result: {ok: boolean; error?: string}) =>
      result.ok ? resolve() : reject(new Error(`TypeDoc failed in its worker thread:\n${result.error}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`TypeDoc's worker thread stopped (exit code ${code}) before it finished`)),
    );
  });
  // The plugin awaits the run and reports its failure; until then, it is not unhandled.
  run.catch(() => undefined);
  runs().set(key, run);
}

/** The run started for these options, if any. */
export function typedocRunInWorker(options: ApiPagesOptions): Promise<void> | undefined {
  return runs().get(keyOf(options));
}
