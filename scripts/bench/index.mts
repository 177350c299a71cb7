/**
 * `npm run bench`: our site against the stock Docusaurus 3.8.1 classic
 * TypeScript template, built and served in the same run on this machine.
 *
 *   npm run bench                       everything, 3 Lighthouse runs per page
 *   npm run bench -- --runs 5           more Lighthouse runs (medians reported)
 *   npm run bench -- --skip-build       reuse both build/ folders (no timings)
 *   npm run bench -- --skip-lighthouse  builds and bytes only
 *   npm run bench -- --skip-faster      no stock-with-Rspack build
 *
 * Ports: BENCH_PORT (default 4352) for ours, +1 for the stock template.
 * The stock template is cached in BENCH_STOCK_DIR (default .cache/bench-stock).
 */
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {type LighthouseFigures, runLighthouse, skipAudits} from './lighthouse.mjs';
import {type PageWeight, pageWeight} from './page-weight.mjs';
import {runTimed, startProcess, waitForUrl} from './run.mjs';
import {ensureStockTemplate, fasterConfig, stockChanges} from './stock-template.mjs';
import {printBuilds, printLighthouse, printWeights} from './table.mjs';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-faster': {type: 'boolean', default: false},
  },
});
const runs = Number(options.runs);
const port = Number(process.env.BENCH_PORT ?? 4352);
const siteDir = process.cwd();
const stockDir = resolve(process.env.BENCH_STOCK_DIR ?? '.cache/bench-stock');
const log = (line: string) => console.error(`[bench] ${line}`);

// The analytics host is unreachable here; its failed request would count as a
// console error in Lighthouse. It is async+defer and off the critical path.
const ourEnv = {ANALYTICS: 'off'};

interface PagePair {
  name: string;
  ours: string;
  stock: string;
}

const ourBaseUrl = '/actuatorjs';
const pages: PagePair[] = [
  {name: 'home', ours: '/', stock: '/'},
  {name: 'docs landing', ours: '/docs', stock: '/docs/intro'},
  {name: 'guide', ours: '/docs/main/guides/health', stock: '/docs/intro'},
  {name: 'API page', ours: '/docs/api/classes/Actuator', stock: '/docs/intro'},
];

interface BuildTimes {
  name: string;
  cold: number;
  warm: number;
}

async function timeBuilds(): Promise<BuildTimes[]> {
  const docusaurus = (cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    runTimed('npx', ['docusaurus', ...args], {cwd, env: {NO_UPDATE_NOTIFIER: '1', ...env}});
  const times: BuildTimes[] = [];

  // Ours: the Rspack persistent cache lives in the shared node_modules/.cache,
  // so "cold" turns it off rather than deleting it; "warm" is a second build.
  log('ours: cold build');
  rmSync(resolve(siteDir, '.docusaurus'), {recursive: true, force: true});
  rmSync(resolve(siteDir, 'build'), {recursive: true, force: true});
  const oursCold = await docusaurus(siteDir, ['build'], {...ourEnv, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
  log('ours: priming build, then warm build');
  await docusaurus(siteDir, ['build'], ourEnv);
  const oursWarm = await docusaurus(siteDir, ['build'], ourEnv);
  times.push({name: 'ours (Rspack, as configured)', cold: oursCold.seconds, warm: oursWarm.seconds});

  // Stock with @docusaurus/faster first, so the webpack build (the stock
  // template as shipped) is the one left in build/ to be served and weighed.
  if (!options['skip-faster']) {
    log('stock: cold and warm builds with @docusaurus/faster');
    const args = ['build', '--config', fasterConfig, '--out-dir', 'build-faster'];
    await docusaurus(stockDir, ['clear']);
    const fasterCold = await docusaurus(stockDir, args);
    const fasterWarm = await docusaurus(stockDir, args);
    times.push({name: 'stock template (@docusaurus/faster)', cold: fasterCold.seconds, warm: fasterWarm.seconds});
  }

  log('stock: cold webpack build (the slow one)');
  await docusaurus(stockDir, ['clear']);
  const stockCold = await docusaurus(stockDir, ['build']);
  log('stock: warm webpack build');
  const stockWarm = await docusaurus(stockDir, ['build']);
  times.push({name: 'stock template (webpack)', cold: stockCold.seconds, warm: stockWarm.seconds});
  return times;
}

async function main() {
  await ensureStockTemplate(stockDir, log);
  const builds = options['skip-build'] ? [] : await timeBuilds();

  const servers = [
    startProcess('npx', ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
      cwd: siteDir,
    }),
    startProcess('npx', ['docusaurus', 'serve', '--port', String(port + 1), '--host', '127.0.0.1', '--no-open'], {
      cwd: stockDir,
    }),
  ];
  const ours = `http://127.0.0.1:${port}`;
  const stock = `http://127.0.0.1:${port + 1}`;
  try {
    await waitForUrl(`${ours}${ourBaseUrl}/`, 60_000);
    await waitForUrl(`${stock}/`, 60_000);

    const weights: {name: string; ours: PageWeight; stock: PageWeight}[] = pages.map((page) => ({
      name: page.name,
      ours: pageWeight(siteDir, ourBaseUrl, page.ours),
      stock: pageWeight(stockDir, '', page.stock),
    }));

    const lighthouse: {name: string; ours: LighthouseFigures; stock: LighthouseFigures}[] = [];
    if (!options['skip-lighthouse']) {
      const stockRuns = new Map<string, LighthouseFigures>();
      for (const page of pages) {
        log(`lighthouse x${runs}: ${page.name}`);
        const oursFigures = await runLighthouse(ours + ourBaseUrl + page.ours, runs);
        if (!stockRuns.has(page.stock)) stockRuns.set(page.stock, await runLighthouse(stock + page.stock, runs));
        lighthouse.push({name: page.name, ours: oursFigures, stock: stockRuns.get(page.stock) as LighthouseFigures});
      }
    }

    console.log(`\nBench ${new Date().toISOString()} — ours vs stock Docusaurus 3.8.1 classic TypeScript template`);
    console.log(`Stock template changes: ${stockChanges.join('; ')}.`);
    if (builds.length) console.log('Ours built with ANALYTICS=off (the analytics host is unreachable here).');
    console.log(`Pages: ${pages.map((p) => `${p.name} = ${ourBaseUrl}${p.ours} vs ${p.stock}`).join('; ')}`);
    if (builds.length) printBuilds(builds);
    printWeights(weights);
    if (lighthouse.length) {
      printLighthouse(lighthouse, runs);
      console.log(
        `Lighthouse audits skipped for both sites: ${skipAudits.join(', ')} (see scripts/bench/lighthouse.mts).`,
      );
    }
  } finally {
    for (const server of servers) server.stop();
  }
}

await main();
