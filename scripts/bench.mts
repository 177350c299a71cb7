/**
 * Lighthouse on the built site, served as GitHub Pages serves it (scripts/agentic/pages-server.mjs).
 *   npm run bench -- --runs 5           mobile performance and first-visit JS and CSS (gzip -9) of four pages
 *   npm run bench:ablation -- --runs 6  the same with and without plugins/paint-first, runs rotating across them
 *   npm run lighthouse:agentic          the Agentic Browsing category of three pages, WebMCP on and off
 * Figures are medians (min–max): a smaller difference than the spread is noise. Builds use ANALYTICS=off.
 * Ports: BENCH_PORT (default 4352) and the next ones.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, renameSync, rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {baseUrl as basePath} from '../src/data/site';
import {fileBytes, pageAssets} from '../tests/build/page-assets';
import {pagesServer} from './agentic/pages-server.mjs';
import {findChromium} from './chromium.cjs';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    ablation: {type: 'boolean', default: false},
    agentic: {type: 'boolean', default: false},
  },
});
const basePort = Number(process.env.BENCH_PORT ?? 4352);
const baseUrl = basePath.replace(/\/$/, '');
const log = (line: string) => console.error(`[bench] ${line}`);

async function lighthouseReport(url: string, categories: string[], flags: string[] = []) {
  const chromePath = findChromium();
  // Chromium reads only the last --enable-features switch: every feature goes in one.
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', '--no-sandbox', ...flags]});
  try {
    const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', onlyCategories: categories});
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function agentic() {
  const server = pagesServer(resolve('build'), basePath).listen(basePort, '127.0.0.1');
  for (const webmcp of [true, false]) {
    for (const path of ['/', '/docs/main/guides/health', '/docs/api/classes/HealthCheck']) {
      const url = `http://127.0.0.1:${basePort}${baseUrl}${path}`;
      const lhr = await lighthouseReport(url, ['agentic-browsing'], webmcp ? ['--enable-features=WebMCP'] : []);
      const category = lhr.categories['agentic-browsing'];
      const audits = (category?.auditRefs ?? []).map(({id}) => {
        const audit = lhr.audits[id];
        return `${id} ${audit?.scoreDisplayMode === 'notApplicable' ? 'n/a' : (audit?.score ?? 'null')}`;
      });
      const score = Math.round((category?.score ?? 0) * 100);
      console.log(`WebMCP ${webmcp ? 'on ' : 'off'} ${path}: ${score} (${audits.join(', ')})`);
    }
  }
  server.close();
}

const pages = {
  home: '/',
  'docs landing': '/docs',
  guide: '/docs/main/guides/health',
  'API page': '/docs/api/classes/Actuator',
};

function build(without: string) {
  const env = {...process.env, ANALYTICS: 'off', NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  if (without === 'paint-first') Object.assign(env, {PAINT_FIRST: 'off'});
  const {status, stderr} = spawnSync('npx', ['docusaurus', 'build'], {env, encoding: 'utf8', maxBuffer: 1 << 28});
  if (status !== 0)
    throw new Error(`docusaurus build ${without && `without ${without}`} failed:\n${stderr.slice(-3000)}`);
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return `${Math.round(median)} (${Math.round(sorted[0])}–${Math.round(sorted[sorted.length - 1])})`;
};

async function bench() {
  const sites = ['', 'paint-first'].slice(0, options.ablation ? 2 : 1).map((without, index) => ({
    name: without ? `without ${without}` : 'as configured',
    without,
    port: basePort + index,
    dir: resolve(options.ablation ? `.cache/ablation/${index}` : 'build'),
  }));
  const rows = new Map<string, {weight: number[]; runs: number[][]}>();
  for (const site of sites) {
    log(`building ${site.name}`);
    build(site.without);
    for (const [page, path] of Object.entries(pages)) {
      const {js, css} = pageAssets(baseUrl, path);
      rows.set(`${site.name} | ${page}`, {weight: [fileBytes(js).gzip, fileBytes(css).gzip], runs: []});
    }
    if (options.ablation) {
      rmSync(site.dir, {recursive: true, force: true});
      mkdirSync(resolve('.cache/ablation'), {recursive: true});
      renameSync('build', site.dir);
    }
  }
  const servers = sites.map(({dir, port}) => pagesServer(dir, basePath).listen(port, '127.0.0.1'));
  try {
    for (let run = 1; run <= Number(options.runs); run += 1) {
      for (const [page, path] of Object.entries(pages)) {
        for (const offset of sites.keys()) {
          const site = sites[(offset + run) % sites.length];
          log(`run ${run}/${options.runs}: ${page}, ${site.name}`);
          const url = `http://127.0.0.1:${site.port}${baseUrl}${path}`;
          const {categories, audits} = await lighthouseReport(url, ['performance']);
          const ms = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
          const figures = [(categories.performance?.score ?? 0) * 100, ms('total-blocking-time')];
          rows.get(`${site.name} | ${page}`)?.runs.push([...figures, ms('largest-contentful-paint')]);
        }
      }
    }
  } finally {
    for (const server of servers) server.close();
  }
  console.log(`\nBench ${new Date().toISOString()}: Lighthouse mobile, median (min–max) of ${options.runs} runs`);
  console.log('| site | page | JS gz B | CSS gz B | performance | TBT ms | LCP ms |\n|---|---|---|---|---|---|---|');
  for (const [row, {weight, runs}] of rows) {
    const figures = [0, 1, 2].map((figure) => spread(runs.map((run) => run[figure])));
    console.log(`| ${row} | ${[...weight, ...figures].join(' | ')} |`);
  }
}

await (options.agentic ? agentic() : bench());
