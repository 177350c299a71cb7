#!/usr/bin/env node
/**
 * `npm test`: every check, in order, then one summary line.
 *
 *   1. lint             Biome lint and formatting
 *   2. typecheck        the site and the library (tsc, strict)
 *   3. source tests     library unit + conformance tests, checks of the docs'
 *                       sources (Vitest project "source")
 *   4. build            the production site (docusaurus build, TypeDoc included)
 *   5. build tests      checks of the files in build/ (Vitest project "build")
 *   6. browser tests    Playwright in Chromium against the build
 *
 * A step that fails does not stop the independent ones; steps 5 and 6 need
 * the build and are skipped (and counted as failed) without it.
 * Ends with "N passed, M failed": tests counted from the runners' JSON
 * reports, plus one check each for lint, typecheck and build.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';

const results = 'test-results';
rmSync(results, {recursive: true, force: true});
mkdirSync(results, {recursive: true});

// STRICT_LINKS: a broken anchor or Markdown link fails the build (docusaurus.config.ts).
const env = {...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NO_UPDATE_NOTIFIER: '1', STRICT_LINKS: 'true'};

function run(title, command, args) {
  console.log(`\n── ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const {status} = spawnSync(command, args, {stdio: 'inherit', env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`── ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds} s`);
  return status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf-8')) : undefined;
}

let passed = 0;
let failed = 0;
const count = (ok) => (ok ? passed++ : failed++);

count(run('lint', 'npm', ['run', 'lint']));
count(run('typecheck', 'npm', ['run', 'typecheck']));

function vitestProject(title, project) {
  const report = `${results}/vitest-${project}.json`;
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const vitest = readJson(report);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  }
  if (!ok && !vitest?.numFailedTests) failed++;
}

vitestProject('source tests', 'source');

const built = run('build', 'npm', ['run', 'build']);
count(built);

if (built) {
  vitestProject('build tests', 'build');
  const browserOk = run('browser tests', 'npx', ['playwright', 'test']);
  const playwright = readJson(`${results}/playwright.json`);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
  }
  if (!browserOk && !playwright?.stats.unexpected) failed++;
} else {
  console.log('── build tests and browser tests: skipped, the build failed');
  failed += 2;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
