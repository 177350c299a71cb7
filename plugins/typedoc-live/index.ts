import {execFile} from 'node:child_process';
import {renameSync, rmSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';
import {promisify, stripVTControlCharacters} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';

const run = promisify(execFile);

/** The files under `dir`, as paths relative to it; none if it does not exist. */
const filesUnder = async (dir: string) =>
  (await readdir(dir, {recursive: true, withFileTypes: true}).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * Brings `fresh` into `out` under a running server: a changed file is written beside its page and renamed over it,
 * an unchanged one is left alone, one no longer generated goes. A page is never missing or half written.
 */
async function swapInto(fresh: string, out: string) {
  const files = await filesUnder(fresh);
  const gone = (await filesUnder(out)).filter((file) => !files.includes(file));
  const changed: string[] = [];
  for (const file of files) {
    const [text, old] = await Promise.all([readFile(join(fresh, file)), readFile(join(out, file)).catch(() => null)]);
    if (old?.equals(text)) continue;
    await mkdir(dirname(join(out, file)), {recursive: true});
    await writeFile(join(out, `${file}.tmp`), text);
    changed.push(file);
  }
  // In one go, synchronously: the watchers' callbacks (the docs plugin's reload) run once every page is in place.
  for (const file of changed) renameSync(join(out, `${file}.tmp`), join(out, file));
  for (const file of gone) rmSync(join(out, file));
}

/**
 * In `docusaurus start`, a saved file in library/src regenerates the API pages: the TypeDoc CLI with typedoc.json,
 * written aside in .docusaurus, then swapped in. docusaurus-plugin-typedoc generates them at startup and builds; its
 * `watch` and `generate-typedoc` write into docs/api, which typedoc-plugin-markdown empties first, under the server.
 */
export default function pluginTypedocLive({siteDir, generatedFilesDir}: LoadContext): Plugin | null {
  if (process.env.NODE_ENV === 'production') return null;
  const aside = join(generatedFilesDir, 'typedoc-live');
  // Saves during a run share one more run after it; the first load follows docusaurus-plugin-typedoc's own run.
  let loads = 0;
  let queued = false;
  let running = Promise.resolve();
  const regenerate = async () => {
    queued = false;
    const {out} = JSON.parse(await readFile(join(siteDir, 'typedoc.json'), 'utf-8'));
    try {
      await run(join(siteDir, 'node_modules/.bin/typedoc'), ['--out', aside], {cwd: siteDir});
    } catch (error) {
      const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
      const output = stripVTControlCharacters(`${stdout}\n${stderr}`).split('\n');
      const problem = output.find((line) => /\[(error|warning)\]|Error/.test(line)) ?? `${error}`.split('\n')[0];
      return console.warn(`[WARNING] typedoc-live: the API pages stay as they were; TypeDoc: ${problem.trim()}`);
    }
    await swapInto(aside, join(siteDir, out));
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
