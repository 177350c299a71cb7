/**
 * `npm run bench:dev -- --runs 3`: the contributor's loop in `npm start`, medians of N runs: from launching
 * `docusaurus start` to the first page served; from writing a paragraph, and a code block that imports the library,
 * into a page, and a TSDoc summary into library/src (plugins/typedoc-live), to the open page showing it. Fails if the server printed an error meanwhile.
 * Port BENCH_DEV_PORT (default 4354). Edited files are restored byte for byte, also on failure or Ctrl-C.
 */
import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {setTimeout as sleep} from 'node:timers/promises';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {siteEnvironment} from '../site-facts.mjs';
import {chromiumArgs, findChromium} from './chromium.cjs';

const runs = Number(parseArgs({options: {runs: {type: 'string', default: '3'}}}).values.runs);
const port = process.env.BENCH_DEV_PORT ?? '4354';
const origin = `http://127.0.0.1:${port}${siteEnvironment().baseUrl.replace(/\/$/, '')}`;
// The current docs, which the files edit, at /docs.
const block = (marker: string) => `\`\`\`ts\nimport {getInfo} from '@actuatorjs/actuatorjs';\n// ${marker}\n\`\`\``;
const edits = [
  {name: 'MDX edit', file: 'docs/main/introduction.mdx', route: '/docs/main/introduction', add: (m: string) => m},
  {name: 'code-block edit', file: 'docs/main/guides/health.mdx', route: '/docs/main/guides/health', add: block},
  {name: 'library edit', file: 'library/src/info/getRuntimeInfo.ts', route: '/docs/api/functions/getRuntimeInfo'},
];
const originals = new Map(edits.map(({file}) => [file, readFileSync(file, 'utf-8')]));
const restore = () => {
  for (const [file, text] of originals) writeFileSync(file, text);
};
process.on('exit', restore);
process.on('SIGINT', () => process.exit(130));

const report = (name: string, seconds: number[]) => {
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)] ?? NaN;
  console.log(`${name}: median ${median.toFixed(2)} s (runs: ${seconds.map((s) => s.toFixed(2)).join(', ')})`);
};

const starts: number[] = [];
async function startServer() {
  const started = performance.now();
  const server = spawn('npx', ['docusaurus', 'start', '--port', port, '--host', '127.0.0.1', '--no-open'], {
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none'},
    detached: true,
  });
  let output = ''; // what the terminal would show
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
  while (!(await fetch(`${origin}${edits[0]?.route}`).catch(() => undefined))?.ok) {
    if (performance.now() - started > 180_000) throw new Error(`${origin}/ did not answer within 180 s`);
    await sleep(200);
  }
  starts.push((performance.now() - started) / 1000);
  // It ignores SIGTERM: the whole process group goes.
  return {stop: () => server.pid && process.kill(-server.pid, 'SIGKILL'), output: () => output};
}

for (let run = 1; run < runs; run += 1) {
  (await startServer()).stop();
  await sleep(1000);
}
const server = await startServer();
report('npm start → first page served', starts);
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000); // the dev server compiles a page at its first visit
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  for (const {name, file, route, add} of edits) {
    await page.goto(origin + route);
    await page.locator('h1').first().waitFor();
    const seconds: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const [marker, started, text] = [`Bench edit ${Date.now()}`, performance.now(), originals.get(file) ?? ''];
      const edited = add ? `${text.trimEnd()}\n\n${add(marker)}\n` : text.replace('/**\n', `/**\n * ${marker}.\n *\n`);
      writeFileSync(file, edited);
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, {polling: 'raf'});
      seconds.push((performance.now() - started) / 1000);
    }
    restore();
    report(`${name} → browser updated, no restart`, seconds);
    // Back to the original before the next case (or the server's end), also for the API pages.
    await page.waitForFunction(() => !document.body.innerText.includes('Bench edit'), undefined, {polling: 500});
  }
  const errors = server.output().match(/[^\n]*error[^\n]*/gi) ?? []; // each line that says "error"
  console.log([`dev server errors printed: ${errors.length}`, ...errors].join('\n'));
  if (errors.length > 0) process.exitCode = 1;
} finally {
  server.stop();
  await browser.close();
}
