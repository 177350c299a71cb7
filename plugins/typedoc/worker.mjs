// @ts-check
/**
 * The worker thread in which `docusaurus build` runs TypeDoc (see
 * ./start-in-worker.ts): docusaurus-plugin-typedoc's own generation, given
 * the one part of Docusaurus's context it reads, the site folder. It posts
 * `{ok: true}` when the API pages are written, or the error's message.
 */
import {parentPort, workerData} from 'node:worker_threads';
import typedocPlugin from 'docusaurus-plugin-typedoc';

/** @type {{siteDir: string; options: Record<string, unknown>}} */
const {siteDir, options} = workerData;

try {
  // Without presets, the upstream plugin takes ./docs as the docs folder, as configured.
  const context = /** @type {import('@docusaurus/types').LoadContext} */ ({siteDir, siteConfig: {}});
  await typedocPlugin(context, options);
  parentPort?.postMessage({ok: true});
} catch (error) {
  parentPort?.postMessage({ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
}
