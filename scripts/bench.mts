/**
 * Lighthouse mobile (tests/toolchains' tools, installed on first use), our build against a reference, both served as
 * GitHub Pages serves them, runs interleaved (A, B…):
 *   npm run bench -- --runs 5        performance, TBT, LCP, CLS and first-visit JS (gzip -9) of four pages, ours and
 *                                    the reference's, each run's ratio (a difference for performance and CLS), and
 *                                    the targets' verdicts
 *   npm run bench -- --before <dir>  also a checkout of another commit (e.g. main's), built and measured alike
 *   npm run bench:ablation           also our site without plugins/paint-first
 *   npm run lighthouse:agentic       the Agentic Browsing category of three pages, WebMCP on and off
 * The reference: the stock classic template of `create-docusaurus@3.8.1`, created in .cache/bench/ and built with our
 * node_modules (the same Docusaurus and React), with our four pages as plain Markdown. Figures: median (min–max);
 * inside the spread is noise. Builds use ANALYTICS=off. Ports: BENCH_PORT (default 4352) and the next ones.
 */
import {execFile, spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, extname, join, resolve} from 'node:path';
import {parseArgs, promisify} from 'node:util';
import express from 'express';
import {siteEnvironment} from '../site-facts.mjs';
import {fileBytes, pageAssets} from '../tests/build/page-assets';
import {findChromium} from './chromium.cjs';
import {install} from './toolchains.mjs';

const flag = {type: 'boolean'} as const;
const {values: options} = parseArgs({
  options: {runs: {type: 'string', default: '5'}, before: {type: 'string'}, ablation: flag, agentic: flag},
});
const [runs, basePort] = [Number(options.runs), Number(process.env.BENCH_PORT ?? 4352)];
const {baseUrl: basePath} = siteEnvironment();
const baseUrl = basePath.replace(/\/$/, '');
const work = resolve('.cache/bench');
const log = (line: string) => console.error(`[bench] ${line}`);

/** `root` as GitHub Pages serves a project site: a path's file, else `<path>.html` (also beside a folder of that
 * name), no redirects, else the 404 page with status 404, also outside the base path (where Lighthouse looks for
 * llms.txt and the catalog). */
function pagesServer(root: string, port: number) {
  const files = express.static(root, {extensions: ['html'], redirect: false});
  const html: express.Handler = (request, _, next) => {
    request.url = `${request.path}.html`;
    next();
  };
  const app = express().use(basePath, files, html, files);
  app.use((_, response) => response.status(404).sendFile(join(root, '404.html')));
  return app.listen(port, '127.0.0.1');
}

const lighthouse = join(install('tools'), 'node_modules', '.bin', 'lighthouse');
/** Lighthouse's report (its CLI's JSON) of `path`. Chromium reads only the last --enable-features: one in `flags`. */
async function lighthouseReport(path: string, port: number, categories: string[], flags: string[] = []) {
  const chrome = `--chrome-flags=--headless=new --no-sandbox ${flags.join(' ')}`;
  const args = [`http://127.0.0.1:${port}${baseUrl}${path}`, '--quiet', '--output=json', chrome];
  const options = {env: {...process.env, CHROME_PATH: findChromium()}, maxBuffer: 1 << 28};
  const {stdout} = await promisify(execFile)(lighthouse, [...args, `--only-categories=${categories}`], options);
  return JSON.parse(stdout);
}

async function agentic() {
  const server = pagesServer(resolve('build'), basePort);
  for (const flags of [['--enable-features=WebMCP'], []])
    for (const path of ['/', '/docs/main/guides/health', '/docs/api/classes/HealthCheck']) {
      const {categories, audits} = await lighthouseReport(path, basePort, ['agentic-browsing'], flags);
      const {score, auditRefs} = categories['agentic-browsing'] ?? {auditRefs: []};
      const scoreOf = (id: string) => (audits[id]?.scoreDisplayMode === 'notApplicable' ? 'n/a' : audits[id]?.score);
      const scores = auditRefs.map(({id}: {id: string}) => `${id} ${scoreOf(id)}`).join(', ');
      console.log(`WebMCP ${flags.length ? 'on ' : 'off'} ${path}: ${Math.round((score ?? 0) * 100)} (${scores})`);
    }
  server.close();
}

const pages = {
  home: '/',
  Introduction: '/docs/main/introduction',
  'Health guide': '/docs/main/guides/health',
  'Actuator API page': '/docs/api/classes/Actuator',
};
type Page = keyof typeof pages;
type Site = ReturnType<typeof build>;
/** A page's path on a site: the reference's docs are not in a `main/` folder. */
const pathOn = ({reference}: {reference: boolean}, page: Page) =>
  reference ? pages[page].replace('/main/', '/') : pages[page];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const environment = {...process.env, ANALYTICS: 'off', NO_UPDATE_NOTIFIER: '1', ...env};
  const {status, stderr} = spawnSync(command, args, {cwd, env: environment, encoding: 'utf8', maxBuffer: 1 << 28});
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${stderr.slice(-3000)}`);
}

/** Builds the site of `cwd`, measures each page's first-visit JS, and keeps the build in .cache/bench/sites/. */
function build(name: string, cwd: string, env: Record<string, string> = {}, reference = false) {
  log(`building ${name}`);
  run('npx', ['docusaurus', 'build'], cwd, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env});
  const jsOf = (page: Page) => fileBytes(pageAssets(baseUrl, pathOn({reference}, page), cwd).js, join(cwd, 'build'));
  const dir = join(work, 'sites', name.replace(/\W+/g, '-'));
  rmSync(dir, {recursive: true, force: true});
  cpSync(join(cwd, 'build'), dir, {recursive: true});
  const js = Object.fromEntries(Object.keys(pages).map((page) => [page, jsOf(page as Page).gzip]));
  return {name, dir, reference, js, runs: {} as Record<string, number[][]>};
}

/** The stock classic template with our four pages as Markdown, beside this repository's node_modules. */
function referenceSite() {
  const dir = join(work, 'reference');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(work, {recursive: true});
  log('creating the reference site (create-docusaurus@3.8.1, classic)');
  run('npx', ['--yes', 'create-docusaurus@3.8.1', 'reference', 'classic', '--skip-install', '--javascript'], work);
  // Our base URL; pages as files (docs/introduction.html), as ours are; the template's links to its own tutorial, and
  // our pages' links to the rest of our site, lead nowhere.
  renameSync(join(dir, 'docusaurus.config.js'), join(dir, 'template.config.js'));
  const overrides = `baseUrl: '${basePath}', trailingSlash: false, onBrokenLinks: 'ignore', markdown: {format: 'detect'}`;
  const config = `import config from './template.config.js';\nexport default {...config, ${overrides}};\n`;
  writeFileSync(join(dir, 'docusaurus.config.js'), config);
  rmSync(join(dir, 'docs'), {recursive: true});
  rmSync(join(dir, 'src/pages/index.js'));
  for (const page of ['Introduction', 'Health guide', 'Actuator API page'] as const) {
    const file = join(dir, `${pathOn({reference: true}, page)}.md`);
    mkdirSync(dirname(file), {recursive: true});
    cpSync(join('build', `${pages[page]}.md`), file);
  }
  const block = (title: string, file: string) =>
    `\`\`\`${extname(file).slice(1)} title="${title}"\n${readFileSync(file, 'utf8').trimEnd()}\n\`\`\`\n`;
  const home = [
    '# Actuatorjs\n\nActuators are cool\n\nSpring Boot Actuator-style `/actuator/health` and `/actuator/info` for',
    'Node.js, Deno and Bun.\n\n```bash\nnpm install @actuatorjs/actuatorjs\n```\n',
    block('server.ts', 'examples/quick-start.ts'),
    block('200 OK', 'src/data/samples/health-self.json'),
    block('200 OK', 'src/data/samples/info-runtime-only.json'),
  ];
  writeFileSync(join(dir, 'src/pages/index.md'), home.join('\n'));
  return build('reference', dir, {}, true);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[(sorted.length - 1) >> 1] ?? NaN) + (sorted[sorted.length >> 1] ?? NaN)) / 2;
};
/** Median (min–max), with `digits` decimals; one figure when all are the same. */
const spread = (values: number[], digits = 0) => {
  const [middle, low, high] = [median(values), Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
  return low === high ? middle : `${middle} (${low}–${high})`;
};

/** Each figure: its name, Lighthouse audit (none: the score; js: the build's bytes), target, and the target's test on
 * each run's ratio to the reference (`paired`; a difference, with decimals, for performance and CLS) or on ours. */
const figures: [string, string, string, (paired: number[], values: number[]) => boolean, number?][] = [
  ['performance', '', '≥ reference + 10', (paired) => median(paired) >= 10, 0],
  ['TBT ms', 'total-blocking-time', '≤ 1.0× reference', (paired) => median(paired) <= 1],
  ['LCP ms', 'largest-contentful-paint', '≤ 0.6× reference', (paired) => median(paired) <= 0.6],
  ['CLS', 'cumulative-layout-shift', '0', (_, values) => Math.max(...values) === 0, 3],
  ['first-visit JS gzip B', 'js', '≤ 1.0× reference', (paired) => median(paired) <= 1],
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
    for (const page of Object.keys(pages) as Page[])
      for (const offset of sites.keys()) {
        const index = (offset + round) % sites.length;
        const site = sites[index] as Site;
        log(`run ${round}/${runs}: ${page}, ${site.name}`);
        const {categories, audits} = await lighthouseReport(pathOn(site, page), basePort + index, ['performance']);
        const value = (audit: string) => (audit ? audits[audit]?.numericValue : categories.performance?.score);
        const row = figures.map(([, audit]) => (value(audit) ?? NaN) * (audit ? 1 : 100));
        site.runs[page] = [...(site.runs[page] ?? []), row];
      }
  for (const server of servers) server.close();
  const reference = sites.pop() as Site;
  console.log(`\nBench ${new Date().toISOString()}: Lighthouse mobile, median (min–max) of ${runs} runs`);
  console.log("| page | figure | site | site's | reference's | site − or ÷ reference | target |");
  console.log('|---|---|---|---|---|---|---|');
  for (const page of Object.keys(pages) as Page[])
    for (const site of sites)
      for (const [at, [name, audit, target, met, difference]] of figures.entries()) {
        // The JS of a build is one figure, also with no runs (`--runs 0`).
        const of = ({runs, js}: Site) =>
          audit === 'js' ? [js[page] ?? NaN] : (runs[page] ?? []).map((row) => row[at] ?? NaN);
        const [values, theirs, digits] = [of(site), of(reference), difference ?? 0];
        const paired = values.map((value, run) =>
          difference === undefined ? value / (theirs[run] ?? NaN) : value - (theirs[run] ?? NaN),
        );
        const compared =
          difference === undefined ? `${spread(paired, 2)}×` : `${spread(paired, digits)}${digits ? '' : ' points'}`;
        const cells = [page, name, site.name, spread(values, digits), spread(theirs, digits), compared];
        console.log(`| ${cells.join(' | ')} | ${target}: ${met(paired, values) ? 'met' : 'NOT met'} |`);
      }
}

await (options.agentic ? agentic() : bench());
