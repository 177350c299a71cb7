/**
 * Lighthouse mobile on our build and a reference build, served as GitHub Pages serves them
 * (scripts/agentic/pages-server.mjs), side by side in one run: runs interleave the sites (A, B, A, B…).
 *   npm run bench -- --runs 5           performance, Total Blocking Time, LCP, CLS and first-visit JS (gzip -9) of
 *                                       four pages, ours and the reference's, and each ratio ours/reference
 *   npm run bench -- --before <dir>     also a checkout of another commit (e.g. main's), built and measured alike
 *   npm run bench:ablation -- --runs 6  also our site without plugins/paint-first
 *   npm run lighthouse:agentic          the Agentic Browsing category of three pages, WebMCP on and off
 * The reference is the stock Docusaurus 3.8.1 classic template (`create-docusaurus@3.8.1`), which the bench creates
 * in .cache/bench/ (it builds with this repository's node_modules: the same Docusaurus and React), with our four pages
 * as plain Markdown: the Markdown copies of our build (the docs pages) and the home page's text and code.
 * Figures are medians (min–max); a ratio's spread is that of the runs' ratios, each run's pages measured back to back.
 * A difference inside the spread is noise. Builds use ANALYTICS=off. Ports: BENCH_PORT (default 4352) and the next.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {baseUrl as basePath} from '../src/data/site';
import {fileBytes, pageAssets} from '../tests/build/page-assets';
import {pagesServer} from './agentic/pages-server.mjs';
import {findChromium} from './chromium.cjs';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    ablation: {type: 'boolean', default: false},
    agentic: {type: 'boolean', default: false},
    before: {type: 'string'},
  },
});
const basePort = Number(process.env.BENCH_PORT ?? 4352);
const baseUrl = basePath.replace(/\/$/, '');
const work = resolve('.cache/bench');
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

/** Each page's path on our site, and on the reference (where the docs are not in a `main/` folder). */
const pages = {
  home: ['/', '/'],
  Introduction: ['/docs/main/introduction', '/docs/introduction'],
  'Health guide': ['/docs/main/guides/health', '/docs/guides/health'],
  'Actuator API page': ['/docs/api/classes/Actuator', '/docs/api/classes/Actuator'],
} as const;
type Site = {name: string; dir: string; reference?: boolean; js: Record<string, number>};

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const environment = {...process.env, ANALYTICS: 'off', NO_UPDATE_NOTIFIER: '1', ...env};
  const {status, stderr} = spawnSync(command, args, {cwd, env: environment, encoding: 'utf8', maxBuffer: 1 << 28});
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${stderr.slice(-3000)}`);
}

/** Builds the site of `cwd`, measures each page's first-visit JS, and keeps the build in .cache/bench/<name>. */
function build(name: string, cwd: string, env: Record<string, string> = {}, reference = false): Site {
  log(`building ${name}`);
  run('npx', ['docusaurus', 'build'], cwd, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env});
  const here = process.cwd();
  process.chdir(cwd); // pageAssets reads build/ and .docusaurus/ of the current folder
  const js = Object.fromEntries(
    Object.entries(pages).map(([page, paths]) => [page, fileBytes(pageAssets(baseUrl, paths[+reference]).js).gzip]),
  );
  process.chdir(here);
  const dir = join(work, 'sites', name.replace(/\W+/g, '-'));
  rmSync(dir, {recursive: true, force: true});
  cpSync(join(cwd, 'build'), dir, {recursive: true});
  return {name, dir, reference, js};
}

/** The stock classic template with our four pages as Markdown, beside this repository's node_modules. */
function referenceSite(): Site {
  const dir = join(work, 'reference');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(work, {recursive: true});
  log('creating the reference site (create-docusaurus@3.8.1, classic)');
  run('npx', ['--yes', 'create-docusaurus@3.8.1', 'reference', 'classic', '--skip-install', '--javascript'], work);
  const config = join(dir, 'docusaurus.config.js');
  writeFileSync(
    config,
    readFileSync(config, 'utf8')
      .replace("baseUrl: '/',", `baseUrl: '${baseUrl}/',`)
      // The template's links to its own tutorial, and our pages' links to the rest of our site, lead nowhere.
      .replace("onBrokenLinks: 'throw',", "onBrokenLinks: 'ignore', markdown: {format: 'detect'},")
      // Pages as files (docs/introduction.html), as ours are: tests/build/page-assets.ts finds them so.
      .replace('future: {', 'trailingSlash: false,\n  future: {'),
  );
  rmSync(join(dir, 'docs'), {recursive: true});
  rmSync(join(dir, 'src/pages/index.js'));
  const copy = (from: string, to: string) => {
    mkdirSync(dirname(join(dir, to)), {recursive: true});
    writeFileSync(join(dir, to), readFileSync(join('build', from), 'utf8'));
  };
  for (const [ours, theirs] of Object.values(pages).slice(1)) copy(`${ours.slice(1)}.md`, `${theirs.slice(1)}.md`);
  const sample = (file: string) => readFileSync(`src/data/samples/${file}`, 'utf8').trimEnd();
  const home = [
    '# Actuatorjs\n\nActuators are cool\n\nSpring Boot Actuator-style `/actuator/health` and `/actuator/info` for',
    'Node.js, Deno and Bun.\n\n```bash\nnpm install @actuatorjs/actuatorjs\n```\n\n```ts title="server.ts"',
    `${readFileSync('examples/quick-start.ts', 'utf8').trimEnd()}\n\`\`\`\n\n\`\`\`json title="200 OK"`,
    `${sample('health-self.json')}\n\`\`\`\n\n\`\`\`json title="200 OK"\n${sample('info-runtime-only.json')}\n\`\`\`\n`,
  ];
  writeFileSync(join(dir, 'src/pages/index.md'), home.join('\n'));
  return build('reference', dir, {}, true);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
/** Median (min–max), with `digits` decimals. */
const spread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

const figures = ['performance', 'TBT ms', 'LCP ms', 'CLS'] as const;
type Figure = (typeof figures)[number];
/** What `npm run bench` aims at: the median of the runs' differences (performance) or ratios, or every run's CLS. */
const targets: Record<Figure, [string, (paired: number[], values: number[]) => boolean]> = {
  performance: ['≥ reference + 10', (paired) => median(paired) >= 10],
  'TBT ms': ['≤ 1.0× reference', (paired) => median(paired) <= 1],
  'LCP ms': ['≤ 0.6× reference', (paired) => median(paired) <= 0.6],
  CLS: ['0', (_, values) => Math.max(...values) === 0],
};

async function bench() {
  const sites: Site[] = [];
  if (options.ablation) sites.push(build('ours without paint-first', '.', {PAINT_FIRST: 'off'}));
  if (options.before) sites.push(build(`before (${options.before})`, resolve(options.before)));
  // Ours last, so that build/ is ours: the reference takes its Markdown copies from it.
  sites.unshift(build('ours', '.'));
  sites.push(referenceSite());
  const results = new Map<string, number[][]>(); // site | page → each run's figures
  const servers = sites.map(({dir}, index) => pagesServer(dir, basePath).listen(basePort + index, '127.0.0.1'));
  try {
    for (let round = 1; round <= Number(options.runs); round += 1) {
      for (const [page, paths] of Object.entries(pages)) {
        for (const offset of sites.keys()) {
          const index = (offset + round) % sites.length;
          const site = sites[index] as Site;
          log(`run ${round}/${options.runs}: ${page}, ${site.name}`);
          const url = `http://127.0.0.1:${basePort + index}${baseUrl}${paths[+(site.reference ?? false)]}`;
          const {categories, audits} = await lighthouseReport(url, ['performance']);
          const value = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
          const row = [(categories.performance?.score ?? 0) * 100, value('total-blocking-time')];
          row.push(value('largest-contentful-paint'), value('cumulative-layout-shift'));
          results.set(`${site.name} | ${page}`, [...(results.get(`${site.name} | ${page}`) ?? []), row]);
        }
      }
    }
  } finally {
    for (const server of servers) server.close();
  }
  report(sites, results);
}

/** Per page, figure and site: its median (min–max), the reference's, the runs' ratios (points for performance). */
function report(sites: Site[], results: Map<string, number[][]>) {
  const reference = sites.at(-1) as Site;
  console.log(`\nBench ${new Date().toISOString()}: Lighthouse mobile, median (min–max) of ${options.runs} runs`);
  console.log("| page | figure | site | site's | reference's | site − or ÷ reference | target |");
  console.log('|---|---|---|---|---|---|---|');
  for (const page of Object.keys(pages)) {
    const runsOf = (site: Site, at: number) =>
      (results.get(`${site.name} | ${page}`) ?? []).map((run) => run[at] ?? NaN);
    for (const site of sites.slice(0, -1)) {
      const [js, referenceJs] = [site.js[page] ?? NaN, reference.js[page] ?? NaN];
      const jsMet = js <= referenceJs ? 'met' : 'NOT met';
      console.log(
        `| ${page} | first-visit JS gzip B | ${site.name} | ${js} | ${referenceJs} | ${(js / referenceJs).toFixed(2)}× | ≤ 1.0×: ${jsMet} |`,
      );
      for (const [at, figure] of figures.entries()) {
        const [values, referenceValues] = [runsOf(site, at), runsOf(reference, at)];
        const paired = values.map((value, run) =>
          figure === 'performance' ? value - (referenceValues[run] ?? NaN) : value / (referenceValues[run] ?? NaN),
        );
        const compared =
          {performance: `${spread(paired)} points`, CLS: '–'}[figure as string] ?? `${spread(paired, 2)}×`;
        const [label, met] = targets[figure];
        const verdict = met(paired, values) ? 'met' : 'NOT met';
        const digits = figure === 'CLS' ? 3 : 0;
        const cells = [page, figure, site.name, spread(values, digits), spread(referenceValues, digits), compared];
        console.log(`| ${cells.join(' | ')} | ${label}: ${verdict} |`);
      }
    }
  }
}

await (options.agentic ? agentic() : bench());
