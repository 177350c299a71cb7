/**
 * `npm run bench:ablation`: what each of the site's speed plugins buys today.
 * Builds the site as configured and once without each of them, serves every
 * build on 127.0.0.1, and prints, per variant: cold build time, first-visit
 * JavaScript and CSS (gzip) of the guide, and Lighthouse mobile figures on the
 * home page, the docs landing, the guide and the API page, medians with their spread, Lighthouse runs alternated across
 * variants (each run starting with another) so that the machine's load falls
 * on all of them alike.
 *
 *   npm run bench:ablation                      3 builds and 3 Lighthouse runs per variant and page
 *   npm run bench:ablation -- --runs 5 --builds 1
 *   npm run bench:ablation -- --only infima-rules
 *
 * Each variant is `docusaurus build --config` of a small config file written
 * next to docusaurus.config.ts for the run (relative plugin paths resolve
 * from there), and removed afterwards. Builds go to .cache/ablation/<variant>;
 * build/ is the site as configured when it ends. Ports: BENCH_PORT (default
 * 4352) and the next ones.
 */
import {mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {runLighthouse} from './lighthouse.mjs';
import {pageWeight} from './page-weight.mjs';
import {median, runTimed, startProcess, waitForUrl} from './run.mjs';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    builds: {type: 'string', default: '3'},
    only: {type: 'string'},
  },
});
const siteDir = process.cwd();
const basePort = Number(process.env.BENCH_PORT ?? 4352);
const baseUrl = '/actuatorjs';
const pages = [
  {name: 'home', path: '/'},
  {name: 'docs landing', path: '/docs'},
  {name: 'guide', path: '/docs/main/guides/health'},
  {name: 'API page', path: '/docs/api/classes/Actuator'},
];
const log = (line: string) => console.error(`[ablation] ${line}`);

/** How each variant's config differs from docusaurus.config.ts, as the body of the generated config. */
const variants: {name: string; without: string; change: string}[] = [
  {name: 'as configured', without: '(nothing)', change: ''},
  {name: 'paint-first', without: 'the paint-first ssrTemplate', change: 'config.ssrTemplate = undefined;'},
  {name: 'infima-rules', without: 'plugins/production-css', change: dropPlugin('production-css')},
  {name: 'compile-hints', without: "plugins/paint-first's compile hints", change: dropPlugin('paint-first')},
].filter(({name}) => name === 'as configured' || !options.only || options.only.split(',').includes(name));

/** Leaves out the plugins registered as `[path, options]` whose path holds `name`. */
function dropPlugin(name: string): string {
  return `config.plugins = config.plugins.filter((plugin) => !String(Array.isArray(plugin) ? plugin[0] : plugin).includes(${JSON.stringify(name)}));`;
}

const configFile = (name: string) => join(siteDir, `docusaurus.ablation-${name.replaceAll(' ', '-')}.config.ts`);
const outDir = (name: string) => resolve('.cache', 'ablation', name.replaceAll(' ', '-'));

interface Figures {
  build: number[];
  jsGzip: number;
  cssGzip: number;
  lighthouse: Record<string, {performance: number[]; tbt: number[]; lcp: number[]}>;
}

async function main() {
  const figures = new Map<string, Figures>(
    variants.map(({name}) => [
      name,
      {
        build: [],
        jsGzip: 0,
        cssGzip: 0,
        lighthouse: Object.fromEntries(pages.map(({name}) => [name, {performance: [], tbt: [], lcp: []}])),
      },
    ]),
  );
  for (const {name, change} of variants) {
    writeFileSync(
      configFile(name),
      `import createConfig from './docusaurus.config';\n\nexport default async function () {\n  const config = await createConfig();\n  ${change}\n  return config;\n}\n`,
    );
  }
  mkdirSync(resolve('.cache', 'ablation'), {recursive: true});
  const servers: {stop: () => void}[] = [];
  try {
    for (let round = 0; round < Number(options.builds); round += 1) {
      for (const {name} of variants) {
        log(`cold build ${round + 1}: ${name}`);
        const {seconds} = await runTimed('npx', ['docusaurus', 'build', '--config', configFile(name)], {
          cwd: siteDir,
          env: {ANALYTICS: 'off', NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
        });
        const figure = figures.get(name) as Figures;
        figure.build.push(seconds);
        const weight = pageWeight(siteDir, baseUrl, '/docs/main/guides/health');
        figure.jsGzip = weight.js.gzip;
        figure.cssGzip = weight.css.gzip;
        rmSync(outDir(name), {recursive: true, force: true});
        renameSync(join(siteDir, 'build'), outDir(name));
      }
    }
    variants.forEach(({name}, index) => {
      const port = basePort + index;
      servers.push(
        startProcess(
          'npx',
          ['docusaurus', 'serve', '--dir', outDir(name), '--port', String(port), '--host', '127.0.0.1', '--no-open'],
          {cwd: siteDir},
        ),
      );
    });
    for (const [index] of variants.entries())
      await waitForUrl(`http://127.0.0.1:${basePort + index}${baseUrl}/`, 60_000);
    for (let run = 0; run < Number(options.runs); run += 1) {
      for (const page of pages) {
        // Each run starts with another variant, so none always goes first.
        for (const offset of variants.keys()) {
          const index = (offset + run) % variants.length;
          const {name} = variants[index];
          log(`lighthouse ${run + 1}: ${page.name}, ${name}`);
          const result = await runLighthouse(`http://127.0.0.1:${basePort + index}${baseUrl}${page.path}`, 1);
          const slot = (figures.get(name) as Figures).lighthouse[page.name];
          slot.performance.push(result.performance);
          slot.tbt.push(result.tbt);
          slot.lcp.push(result.lcp);
        }
      }
    }
  } finally {
    for (const server of servers) server.stop();
    for (const {name} of variants) rmSync(configFile(name), {force: true});
  }
  rmSync(join(siteDir, 'build'), {recursive: true, force: true});
  renameSync(outDir('as configured'), join(siteDir, 'build'));

  console.log(
    `\nAblation ${new Date().toISOString()}: median (min–max) of ${options.builds} cold builds and ${options.runs} Lighthouse runs (mobile)`,
  );
  const header = [
    'without',
    'cold build s',
    'guide JS gz',
    'guide CSS gz',
    ...pages.flatMap(({name}) => [`${name} perf`, `${name} TBT ms`, `${name} LCP ms`]),
  ];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const {name, without} of variants) {
    const figure = figures.get(name) as Figures;
    const cells = [
      without,
      spread(figure.build, 1),
      String(figure.jsGzip),
      String(figure.cssGzip),
      ...pages.flatMap(({name: page}) => {
        const slot = figure.lighthouse[page];
        return [spread(slot.performance, 0), spread(slot.tbt, 0), spread(slot.lcp, 0)];
      }),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

/** A median with the run-to-run spread beside it: a gain smaller than the spread is noise. */
function spread(values: number[], digits: number): string {
  return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
}

await main();
