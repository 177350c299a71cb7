/**
 * `npm run bench:dev`: the contributor's loop in `npm start`, measured.
 *
 *  - start: from launching `docusaurus start` to the first page served;
 *  - MDX edit: from writing a paragraph into docs/main/introduction.mdx to
 *    that paragraph showing in the open browser (hot reload);
 *  - library edit: from changing a TSDoc summary in library/src, and running
 *    `docusaurus generate-typedoc` (docusaurus-plugin-typedoc's command), to
 *    the API page showing it, without a restart.
 *
 *   npm run bench:dev -- --runs 3     (medians of 3; port BENCH_DEV_PORT, default 4354)
 *
 * Edited files are restored byte for byte, also on failure or Ctrl-C.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import {chromiumArgs, findChromium} from '../../tests/e2e/support/browser';
import {median, startProcess, waitForUrl} from './run.mjs';

const {values: options} = parseArgs({options: {runs: {type: 'string', default: '3'}}});
const runs = Number(options.runs);
const port = Number(process.env.BENCH_DEV_PORT ?? 4354);
const origin = `http://127.0.0.1:${port}`;
const mdxFile = 'docs/main/introduction.mdx';
const mdxRoute = '/actuatorjs/docs/main/introduction';
const libraryFile = 'library/src/info/getRuntimeInfo.ts';
const libraryRoute = '/actuatorjs/docs/api/functions/getRuntimeInfo';
const log = (line: string) => console.error(`[bench:dev] ${line}`);

const originals = new Map<string, string>();
function edit(file: string, change: (text: string) => string) {
  if (!originals.has(file)) originals.set(file, readFileSync(file, 'utf-8'));
  writeFileSync(file, change(originals.get(file) as string));
}
function restoreAll() {
  for (const [file, text] of originals) writeFileSync(file, text);
}
process.on('SIGINT', () => {
  restoreAll();
  process.exit(130);
});

function startServer() {
  return startProcess('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: process.cwd(),
    env: {NO_UPDATE_NOTIFIER: '1', BROWSER: 'none'},
  });
}

/** Seconds from writing `file` until `marker` is in the open page's text. */
async function timeEdit(
  page: Page,
  file: string,
  change: (text: string, marker: string) => string,
  marker: string,
  timeoutMs: number,
  then?: () => void,
) {
  const started = performance.now();
  edit(file, (text) => change(text, marker));
  then?.();
  await page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
    polling: 'raf',
    timeout: timeoutMs,
  });
  return (performance.now() - started) / 1000;
}

async function main() {
  const starts: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const server = startServer();
    try {
      starts.push(await waitForUrl(origin + mdxRoute, 180_000));
      log(`start ${run}: ${starts.at(-1)?.toFixed(1)} s`);
    } finally {
      if (run < runs) server.stop();
    }
    if (run < runs) await new Promise((resolve) => setTimeout(resolve, 1000));
    else await measureEdits(server);
  }
  console.log(
    `\nnpm start → first page served: median ${median(starts).toFixed(1)} s (runs: ${starts.map((s) => s.toFixed(1)).join(', ')}; target < 20 s)`,
  );
}

async function measureEdits(server: ReturnType<typeof startServer>) {
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  const mdx: number[] = [];
  const library: number[] = [];
  try {
    const page = await browser.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(origin + mdxRoute);
    await page.locator('h1').first().waitFor();
    for (let run = 1; run <= runs; run += 1) {
      const seconds = await timeEdit(
        page,
        mdxFile,
        (text, marker) => `${text.trimEnd()}\n\n${marker}\n`,
        `Bench edit ${Date.now()}`,
        30_000,
      );
      mdx.push(seconds);
      log(`MDX edit ${run}: ${(seconds * 1000).toFixed(0)} ms`);
    }
    restoreAll();
    await page.goto(origin + libraryRoute);
    await page.locator('h1').first().waitFor();
    for (let run = 1; run <= runs; run += 1) {
      const seconds = await timeEdit(
        page,
        libraryFile,
        (text, marker) => text.replace('/**\n', `/**\n * ${marker}.\n *\n`),
        `Bench edit ${Date.now()}`,
        120_000,
        () => spawnSync('npx', ['docusaurus', 'generate-typedoc'], {stdio: 'ignore'}),
      );
      library.push(seconds);
      log(`library edit ${run}: ${seconds.toFixed(1)} s`);
    }
  } finally {
    restoreAll();
    await browser.close();
    server.stop();
  }
  console.log(
    `MDX edit → browser updated: median ${(median(mdx) * 1000).toFixed(0)} ms (runs: ${mdx.map((s) => (s * 1000).toFixed(0)).join(', ')} ms; target < 1000 ms)`,
  );
  console.log(
    `library/src edit + generate-typedoc → API page updated, no restart: median ${median(library).toFixed(1)} s (runs: ${library.map((s) => s.toFixed(1)).join(', ')} s)`,
  );
}

try {
  await main();
} finally {
  restoreAll();
}
