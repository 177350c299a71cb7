import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {promisify, stripVTControlCharacters} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sync as replaceFile} from 'write-file-atomic';
import {API_JSON} from '../../site-facts.mjs';
import {API} from '../doc-code/data';
import {filesUnder} from '../doc-code/pages';

const textsUnder = (dir: string) =>
  new Map(filesUnder(dir).map((file) => [file, readFileSync(join(dir, file), 'utf-8')]));

/**
 * Brings `fresh` into `out` under a running server: a changed file is replaced whole, an unchanged one is left alone,
 * one no longer generated goes. A page is never missing or half written. Synchronously: the watchers' callbacks (the
 * docs plugin's reload) run once every page is in place.
 */
function swapInto(fresh: string, out: string) {
  const [files, old] = [textsUnder(fresh), textsUnder(out)];
  for (const [file, text] of files) {
    if (old.get(file) === text) continue;
    mkdirSync(dirname(join(out, file)), {recursive: true});
    replaceFile(join(out, file), text);
  }
  for (const file of old.keys()) if (!files.has(file)) rmSync(join(out, file));
}

/**
 * Whether docusaurus-plugin-typedoc runs: not in `docusaurus start` on the API pages of an earlier run, which starts on
 * them while this plugin regenerates them (TypeDoc ran before the server started); in every other command, as before.
 */
export const typedocAtStart = process.argv[2] !== 'start' || !existsSync(join('docs', API)) || !existsSync(API_JSON);

/**
 * In `docusaurus start`, a saved file in library/src regenerates the API pages: the TypeDoc CLI with typedoc.json,
 * written aside in .docusaurus, then swapped in. docusaurus-plugin-typedoc generates them at startup and builds; its
 * `watch` and `generate-typedoc` write into docs/api, which typedoc-plugin-markdown empties first, under the server.
 */
export default function pluginTypedocLive({siteDir, generatedFilesDir}: LoadContext): Plugin | null {
  if (process.env.NODE_ENV === 'production') return null;
  const aside = join(generatedFilesDir, 'typedoc-live');
  // Saves during a run share one more run after it; the first load follows docusaurus-plugin-typedoc's own run, if any.
  let loads = typedocAtStart ? 0 : 1;
  let queued = false;
  let running = Promise.resolve();
  const regenerate = async () => {
    queued = false;
    try {
      await promisify(execFile)(join(siteDir, 'node_modules/.bin/typedoc'), ['--out', aside], {cwd: siteDir});
    } catch (error) {
      const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
      const output = stripVTControlCharacters(`${stdout}\n${stderr}`).split('\n');
      const problem = output.find((line) => /\[(error|warning)\]|Error/.test(line)) ?? `${error}`.split('\n')[0];
      return console.warn(`[WARNING] typedoc-live: the API pages stay as they were; TypeDoc: ${problem.trim()}`);
    }
    swapInto(aside, join(siteDir, 'docs', API));
  };
  return {
    name: 'typedoc-live',
    getPathsToWatch: () => [join(siteDir, 'library/src/**/*.ts')],
    // Not awaited: the docs plugin's reload for the swapped pages then starts after this plugin's reload has ended.
    // Docusaurus reloads a plugin into the site as it was when the reload began, so two at once can undo one.
    loadContent() {
      if (loads++ === 0 || queued) return;
      queued = true;
      running = running.then(regenerate).catch((error) => console.error(`[ERROR] typedoc-live: ${error}`));
    },
  };
}
