#!/usr/bin/env node
/**
 * `npm test`: every check, in the order README.md lists them, then "N passed, M failed" (tests counted from the
 * runners' JSON reports, one check each for the other steps). A failing step does not stop the independent ones;
 * the build tests and browser tests need the build and count as failed without it.
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

let passed = 0;
let failed = 0;
function count(ok, report, [passes, failures] = [() => 0, () => 0]) {
  const counts = report && existsSync(report) ? JSON.parse(readFileSync(report, 'utf-8')) : undefined;
  passed += counts ? passes(counts) : ok ? 1 : 0;
  failed += counts ? failures(counts) : ok ? 0 : 1;
  if (counts && !ok && !failures(counts)) failed++;
}

const vitest = [(report) => report.numPassedTests, (report) => report.numFailedTests];
const vitestArgs = (project) => [
  'vitest',
  'run',
  `--project=${project}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest-${project}.json`,
];

count(run('lint', 'npm', ['run', 'lint']));
count(run('spelling', 'npm', ['run', 'spellcheck']));
count(run('typecheck', 'npm', ['run', 'typecheck']));
count(run('source tests', 'npx', vitestArgs('source')), `${results}/vitest-source.json`, vitest);
const built = run('build', 'npm', ['run', 'build']);
count(built);
if (built) {
  count(run('build tests', 'npx', vitestArgs('build')), `${results}/vitest-build.json`, vitest);
  count(run('browser tests', 'npx', ['playwright', 'test']), `${results}/playwright.json`, [
    ({stats}) => stats.expected + stats.flaky,
    ({stats}) => stats.unexpected,
  ]);
} else {
  console.log('── build tests and browser tests: skipped, the build failed');
  failed += 2;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
