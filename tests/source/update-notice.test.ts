import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {repoRoot} from '../../plugins/doc-code/pages';

// scripts/docusaurus.mjs: the npm scripts run Docusaurus without its
// "Update available" box, which can only advertise a version the spec's
// pinned 3.8.1 rules out.
const scripts: Record<string, string> = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf-8')).scripts;

/**
 * A home for update-notifier in which it has already found a newer
 * @docusaurus/core (and checked a moment ago, so it asks no registry).
 */
const home = mkdtempSync(join(tmpdir(), 'update-notice-'));
const store = join(home, 'configstore', 'update-notifier-@docusaurus');
mkdirSync(store, {recursive: true});
writeFileSync(
  join(store, 'core.json'),
  JSON.stringify({
    optOut: false,
    lastUpdateCheck: Date.now(),
    update: {latest: '99.0.0', current: '3.8.1', type: 'major', name: '@docusaurus/core'},
  }),
);
const emptySite = mkdtempSync(join(tmpdir(), 'update-notice-site-'));
afterAll(() => {
  rmSync(home, {recursive: true, force: true});
  rmSync(emptySite, {recursive: true, force: true});
});

/**
 * Output of `docusaurus clear` on an empty folder, started by `script`, in an
 * environment with none of the variables that turn the notice off (CI, NODE_ENV=test…).
 */
function clearOutput(script: string): string {
  const run = spawnSync(process.execPath, [script, 'clear', emptySite], {
    cwd: repoRoot,
    env: {PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: home},
    encoding: 'utf-8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return `${run.stdout}${run.stderr}`;
}

describe('the Docusaurus commands of the npm scripts', () => {
  it('all run through scripts/docusaurus.mjs', () => {
    const docusaurusScripts = Object.entries(scripts).filter(([, command]) => /\bdocusaurus\b/.test(command));
    expect(docusaurusScripts.length).toBeGreaterThanOrEqual(6);
    for (const [name, command] of docusaurusScripts) expect(command, name).toMatch(/^node scripts\/docusaurus\.mjs\b/);
  });

  it('print no "Update available" box, where the bare command prints one', () => {
    const bare = join(repoRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
    expect(clearOutput(bare), 'the check itself: update-notifier has a newer version on record').toContain(
      'Update available',
    );
    expect(clearOutput(join(repoRoot, 'scripts', 'docusaurus.mjs'))).not.toContain('Update available');
  });
});
