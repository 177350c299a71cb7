/**
 * Timings, median (min–max) of `--runs N` (CONTRIBUTING.md, "Performance", "AI agents"). `npm run bench` (also
 * `bench:ablation`, `lighthouse:agentic`): Lighthouse mobile (tests/toolchains' tools), interleaved, of our build and a
 * reference, built with our node_modules and ANALYTICS=off, on BENCH_PORT (4352) and the next. `npm run bench:dev`:
 * the contributor's loop in `npm start` (`devLoop`), on BENCH_DEV_PORT (4354).
 */
import {execFile, execFileSync, spawn} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {extname, join, resolve} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {parseArgs, promisify} from 'node:util';
import {chromium} from '@playwright/test';
import express from 'express';
import {packageName, SAMPLES, siteEnvironment} from '../site-facts.mjs';
import {fileBytes, pageAssets} from '../tests/build/page-assets';
import {chromiumArgs, findChromium} from './chromium.cjs';
import {install} from './toolchains.mjs';

const flag = {type: 'boolean'} as const;
const {values: options} = parseArgs({
  options: {runs: {type: 'string'}, before: {type: 'string'}, ablation: flag, agentic: flag, dev: flag},
});
const runs = Number(options.runs ?? (options.dev ? 3 : 5));
const basePort = Number(process.env.BENCH_PORT ?? 4352);
const baseUrl = siteEnvironment().baseUrl.replace(/\/$/, '');
const work = resolve('.cache/bench');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[(sorted.length - 1) >> 1] ?? NaN) + (sorted[sorted.length >> 1] ?? NaN)) / 2;
};
/** Median (min–max), with `digits` decimals; one figure when all are the same. */
const spread = (values: number[], digits: number) => {
  const [middle, low, high] = [median(values), Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
  return low === high ? middle : `${middle} (${low}–${high})`;
};

/** `root` as GitHub Pages serves a project site: a path's file, else `<path>.html` (also beside a folder of that name),
 * no redirects, else 404.html with status 404, also outside the base path (where Lighthouse reads llms.txt). */
function pagesServer(root: string, port: number) {
  const files = express.static(root, {extensions: ['html'], redirect: false});
  const html: express.Handler = (request, _, next) => {
    request.url = `${request.path}.html`;
    next();
  };
  const app = express().use(baseUrl, files, html, files);
  return app.use((_, response) => response.status(404).sendFile(join(root, '404.html'))).listen(port, '127.0.0.1');
}

/** Lighthouse's report (its CLI's JSON) of `path`, in the tests' Chromium. Chromium reads only the last
 * --enable-features: one in `flags`. */
async function lighthouseReport(path: string, port: number, category: string, flags = '') {
  const lighthouse = join(install('tools'), 'node_modules', '.bin', 'lighthouse');
  const chrome = `--chrome-flags=--headless=new --no-sandbox ${flags}`;
  const args = [`http://127.0.0.1:${port}${baseUrl}${path}`, `--only-categories=${category}`, '--output=json', chrome];
  const options = {env: {...process.env, CHROME_PATH: findChromium()}, maxBuffer: 1 << 28};
  return JSON.parse((await promisify(execFile)(lighthouse, args, options)).stdout);
}

async function agentic() {
  const server = pagesServer(resolve('build'), basePort);
  for (const flags of ['--enable-features=WebMCP', ''])
    for (const path of ['/', '/docs/main/guides/health', '/docs/api/classes/HealthCheck']) {
      const {categories, audits} = await lighthouseReport(path, basePort, 'agentic-browsing', flags);
      const {score, auditRefs} = categories['agentic-browsing'] ?? {auditRefs: []};
      const scoreOf = (id: string) => (audits[id]?.scoreDisplayMode === 'notApplicable' ? 'n/a' : audits[id]?.score);
      const scores = auditRefs.map(({id}: {id: string}) => `${id} ${scoreOf(id)}`).join(', ');
      console.log(`WebMCP ${flags ? 'on ' : 'off'} ${path}: ${Math.round((score ?? 0) * 100)} (${scores})`);
    }
  server.close();
}

const pages = {
  home: '/',
  Introduction: '/docs/main/introduction',
  'Health guide': '/docs/main/guides/health',
  'Actuator API page': '/docs/api/classes/Actuator',
};
/** A page's path on a site: the reference's docs are not in a `main/` folder. */
const pathOn = (site: {reference: boolean}, path: string) => (site.reference ? path.replace('/main/', '/') : path);
const run = (command: string, args: string[], cwd: string, env = {}) =>
  execFileSync(command, args, {cwd, env: {...process.env, ANALYTICS: 'off', ...env}, stdio: 'pipe'});

/** Builds the site of `cwd` into .cache/bench/sites/, with each page's first-visit JS (also with no runs). */
function build(name: string, cwd: string, env = {}, reference = false) {
  console.error(`[bench] building ${name}`);
  run('npx', ['docusaurus', 'build'], cwd, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env});
  const dir = join(work, 'sites', name.replace(/\W+/g, '-'));
  rmSync(dir, {recursive: true, force: true});
  cpSync(join(cwd, 'build'), dir, {recursive: true});
  const js = (path: string) => fileBytes(pageAssets(baseUrl, pathOn({reference}, path), cwd).js, dir).gzip;
  const values: Record<string, number[][]> = {}; // per page, per figure
  for (const [page, path] of Object.entries(pages))
    values[page] = figures.map(([, audit]) => (audit ? [] : [js(path)]));
  return {name, dir, reference, values};
}
type Site = ReturnType<typeof build>;

/** The stock classic template with our four pages as Markdown, beside this repository's node_modules, with our base
 * URL and pages as files (docs/introduction.html), as ours are; their links to the rest of our site lead nowhere. */
function referenceSite() {
  const dir = join(work, 'reference');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(work, {recursive: true});
  console.error('[bench] creating the reference site (create-docusaurus@3.8.1, classic)');
  run('npx', ['--yes', 'create-docusaurus@3.8.1', 'reference', 'classic', '--skip-install', '--javascript'], work);
  // The template's preset, not among the site's packages: added to node_modules unsaved (`npm ci` removes it).
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '@docusaurus/preset-classic@3.8.1'], '.');
  renameSync(join(dir, 'docusaurus.config.js'), join(dir, 'template.config.js'));
  const overrides = `baseUrl: '${baseUrl}/', trailingSlash: false, onBrokenLinks: 'ignore', markdown: {format: 'detect'}`;
  const config = `import config from './template.config.js';\nexport default {...config, ${overrides}};\n`;
  writeFileSync(join(dir, 'docusaurus.config.js'), config);
  rmSync(join(dir, 'docs'), {recursive: true});
  rmSync(join(dir, 'src/pages/index.js'));
  for (const path of Object.values(pages).slice(1))
    cpSync(`build${path}.md`, `${dir}${pathOn({reference: true}, path)}.md`);
  const block = (title: string, file: string) =>
    `\`\`\`${extname(file).slice(1)} title="${title}"\n${readFileSync(file, 'utf8').trimEnd()}\n\`\`\`\n`;
  const home = [
    '# Actuatorjs\n\nActuators are cool\n\nSpring Boot Actuator-style `/actuator/health` and `/actuator/info` for',
    `Node.js, Deno and Bun.\n\n\`\`\`bash\nnpm install ${packageName}\n\`\`\`\n`,
    block('server.ts', 'examples/quick-start.ts'),
    block('200 OK', `${SAMPLES}/health-self.json`),
    block('200 OK', `${SAMPLES}/info-runtime-only.json`),
  ];
  writeFileSync(join(dir, 'src/pages/index.md'), home.join('\n'));
  return build('reference', dir, {}, true);
}

/** Each figure: name; Lighthouse audit (`score`: performance; none: the build's JS); target; its test on the runs'
 * comparisons with the reference (`paired`) or on ours; decimals; comparison: ratio (×) or difference (its unit). */
type Figure = [string, string, string, (paired: number[], values: number[]) => boolean, number, string];
const figures: Figure[] = [
  ['performance', 'score', '≥ reference + 10', (paired) => median(paired) >= 10, 0, ' points'],
  ['TBT ms', 'total-blocking-time', '≤ 1.0× reference', (paired) => median(paired) <= 1, 0, '×'],
  ['LCP ms', 'largest-contentful-paint', '≤ 0.6× reference', (paired) => median(paired) <= 0.6, 0, '×'],
  ['CLS', 'cumulative-layout-shift', '0', (_, values) => Math.max(...values) === 0, 3, ''],
  ['first-visit JS gzip B', '', '≤ 1.0× reference', (paired) => median(paired) <= 1, 0, '×'],
];

async function bench() {
  const sites: Site[] = [];
  if (options.ablation) sites.push(build('ours without paint-first', '.', {PAINT_FIRST: 'off'}));
  if (options.before) sites.push(build(`before (${options.before})`, resolve(options.before)));
  // Ours last, so that build/ is ours: the reference takes its Markdown copies from it.
  sites.unshift(build('ours', '.'));
  sites.push(referenceSite());
  const servers = sites.map(({dir}, index) => pagesServer(dir, basePort + index));
  for (let round = 1; round <= runs; round += 1)
    for (const [page, path] of Object.entries(pages))
      for (const offset of sites.keys()) {
        const index = (offset + round) % sites.length;
        const site = sites[index] as Site;
        console.error(`[bench] run ${round}/${runs}: ${page}, ${site.name}`);
        const {categories, audits} = await lighthouseReport(pathOn(site, path), basePort + index, 'performance');
        const value = (audit: string) =>
          audit === 'score' ? categories.performance?.score * 100 : audits[audit]?.numericValue;
        for (const [at, [, audit]] of figures.entries()) if (audit) site.values[page]?.[at]?.push(value(audit) ?? NaN);
      }
  for (const server of servers) server.close();
  const reference = sites.pop() as Site;
  console.log(`\nBench ${new Date().toISOString()}: Lighthouse mobile, median (min–max) of ${runs} runs`);
  console.log("| page | figure | site | site's | reference's | site − or ÷ reference | target |");
  console.log('|---|---|---|---|---|---|---|');
  for (const page of Object.keys(pages))
    for (const site of sites)
      for (const [at, [name, , target, met, digits, unit]] of figures.entries()) {
        const [values, theirs] = [site, reference].map((of) => of.values[page]?.[at] ?? []) as [number[], number[]];
        const paired = values.map((value, run) => (unit === '×' ? value / theirs[run] : value - theirs[run]));
        const cells = [page, name, site.name, spread(values, digits), spread(theirs, digits)];
        const compared = `${spread(paired, unit === '×' ? 2 : digits)}${unit}`;
        console.log(`| ${cells.join(' | ')} | ${compared} | ${target}: ${met(paired, values) ? 'met' : 'NOT met'} |`);
      }
}

/** `npm start` to the first page served; writing a paragraph, a code block that imports the library, and a TSDoc
 * summary in library/src, to the open page showing it. Fails if the server printed an error. Edited files are restored
 * byte for byte, also on failure or Ctrl-C. */
async function devLoop() {
  const origin = `http://127.0.0.1:${process.env.BENCH_DEV_PORT ?? 4354}${baseUrl}`;
  const block = (marker: string) => `\`\`\`ts\nimport {getInfo} from '${packageName}';\n// ${marker}\n\`\`\``;
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
  const report = (name: string, seconds: number[]) => console.log(`${name}: ${spread(seconds, 2)} s`);

  const starts: number[] = [];
  /** `npm start`, until it serves a page. It ignores SIGTERM: stop() kills its process group. */
  async function startServer() {
    const started = performance.now();
    const args = ['docusaurus', 'start', '--port', new URL(origin).port, '--host', '127.0.0.1', '--no-open'];
    const server = spawn('npx', args, {env: {...process.env, NO_UPDATE_NOTIFIER: '1'}, detached: true});
    let output = ''; // what the terminal would show
    for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
    while (!(await fetch(`${origin}${edits[0]?.route}`).catch(() => undefined))?.ok) {
      if (performance.now() - started > 180_000) throw new Error(`${origin}/ did not answer within 180 s`);
      await sleep(200);
    }
    starts.push((performance.now() - started) / 1000);
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
    for (const {name, file, route, add} of edits) {
      await page.goto(origin + route);
      await page.locator('h1').first().waitFor();
      const seconds: number[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const [marker, started, text] = [`Bench edit ${Date.now()}`, performance.now(), originals.get(file) ?? ''];
        writeFileSync(file, add ? `${text}\n${add(marker)}\n` : text.replace('/**\n', `/**\n * ${marker}.\n *\n`));
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
}

await (options.dev ? devLoop() : options.agentic ? agentic() : bench());
