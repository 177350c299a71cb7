import {spawnSync} from 'node:child_process';

/**
 * Whether git can date the docs pages (`showLastUpdateTime`). Outside a repository Docusaurus 3.8.1 stops on
 * `git log`'s error; in a shallow clone every page would carry the clone's one commit date. Then the pages go
 * without dates, and one warning per build says why.
 */
export function lastUpdateFromGit(siteDir: string): boolean {
  const git = (...args: string[]) => spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'}).stdout?.trim();
  const problem =
    git('rev-parse', '--is-inside-work-tree') !== 'true'
      ? 'this directory is not a git repository (a source archive?)'
      : git('rev-parse', '--is-shallow-repository') === 'true' &&
        'this is a shallow clone, too short to date the pages';
  const warned = Symbol.for('actuatorjs-docs/last-update-from-git'); // the config is read twice per build
  if (problem && !(globalThis as {[warned]?: true})[warned]) {
    (globalThis as {[warned]?: true})[warned] = true;
    console.warn(
      `[WARNING] Pages are built without their "Last updated" dates: ${problem}. Build from a clone with the whole history (git clone, or git fetch --unshallow) to have them.`,
    );
  }
  return !problem;
}
