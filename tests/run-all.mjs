#!/usr/bin/env node
// `npm test`: every check in README.md's order, then "N passed, M failed, K skipped" (tests from the runners' JSON
// reports, one check for each other step). A failing step does not stop the others; build and browser tests need the
// build. With CI set, a skipped test (a toolchain this machine lacks) fails the run.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';

const results = 'test-results';
rmSync(results, {recursive: true, force: true});
mkdirSync(results, {recursive: true});

// STRICT_LINKS: a broken anchor or Markdown link fails the build (docusaurus.config.ts).
const env = {...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NO_UPDATE_NOTIFIER: '1', STRICT_LINKS: 'true'};
let [passed, failed, skipped] = [0, 0, 0];
const vitestCounts = [(c) => c.numPassedTests, (c) => c.numFailedTests, (c) => c.numPendingTests + c.numTodoTests];

/** Runs a step; counts its tests from `report` (`[passes, failures, skips]` of it) if it wrote one, else the step. */
function run(title, command, args, report, [passes, failures, skips] = [() => 0, () => 0, () => 0]) {
  console.log(`\n── ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const {status} = spawnSync(command, args, {stdio: 'inherit', env});
  const [ok, seconds] = [status === 0, ((Date.now() - started) / 1000).toFixed(1)];
  console.log(`── ${title}: ${ok ? 'ok' : `failed (exit ${status})`} in ${seconds} s`);
  const counts = report && existsSync(report) ? JSON.parse(readFileSync(report, 'utf-8')) : undefined;
  passed += counts ? passes(counts) : ok ? 1 : 0;
  failed += counts ? failures(counts) + (ok || failures(counts) ? 0 : 1) : ok ? 0 : 1;
  skipped += counts ? skips(counts) : 0;
  return ok;
}

function vitest(title, project) {
  const report = `${results}/vitest-${project}.json`;
  const args = ['vitest', 'run', `--project=${project}`, '--reporter=default', '--reporter=json'];
  run(title, 'npx', [...args, `--outputFile.json=${report}`], report, vitestCounts);
}

run('lint', 'npm', ['run', 'lint']);
run('spelling', 'npm', ['run', 'spellcheck']);
run('typecheck', 'npm', ['run', 'typecheck']);
vitest('source tests', 'source');
if (run('build', 'npm', ['run', 'build'])) {
  vitest('build tests', 'build');
  run('browser tests', 'npx', ['playwright', 'test'], `${results}/playwright.json`, [
    ({stats}) => stats.expected + stats.flaky,
    ({stats}) => stats.unexpected,
    ({stats}) => stats.skipped,
  ]);
} else {
  console.log('── build tests and browser tests: skipped, the build failed');
  failed += 2;
}

const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
if (ci && skipped > 0) console.log('\nCI is set: a skipped test fails the run (the lines "Skipped, …" above say why).');
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && !(ci && skipped > 0) ? 0 : 1);
