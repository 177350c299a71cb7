#!/usr/bin/env node
// `npm test`: every check in README.md's order, then "N passed, M failed" (tests from the runners' JSON reports, one
// check for each other step). A failing step does not stop the others; build and browser tests need the build.
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

function vitest(title, project) {
  const report = `${results}/vitest-${project}.json`;
  const args = ['vitest', 'run', `--project=${project}`, '--reporter=default', '--reporter=json'];
  const ok = run(title, 'npx', [...args, `--outputFile.json=${report}`]);
  count(ok, report, [(counts) => counts.numPassedTests, (counts) => counts.numFailedTests]);
}

count(run('lint', 'npm', ['run', 'lint']));
count(run('spelling', 'npm', ['run', 'spellcheck']));
count(run('typecheck', 'npm', ['run', 'typecheck']));
vitest('source tests', 'source');
const built = run('build', 'npm', ['run', 'build']);
count(built);
if (built) {
  vitest('build tests', 'build');
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
