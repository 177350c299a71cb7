import {spawnSync} from 'node:child_process';

// `docusaurus build` reads the config twice: the warning is remembered for the process.
const warned = Symbol.for('actuatorjs-docs/last-update-from-git/warned');
const processState = globalThis as {[warned]?: boolean};

/**
 * Whether git can date the docs pages (the docs plugin's `showLastUpdateTime`):
 * Docusaurus dates each page by the last commit of its file. Outside a
 * repository (a source archive) Docusaurus 3.8.1 stops the build on `git log`'s
 * error; in a shallow clone every page would carry the clone's one commit
 * date, silently. Then the pages go without dates, and one warning says why.
 */
export function lastUpdateFromGit(siteDir: string): boolean {
  const git = (...args: string[]) => spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'}).stdout?.trim();
  const problem =
    git('rev-parse', '--is-inside-work-tree') !== 'true'
      ? 'this directory is not a git repository (a source archive?)'
      : git('rev-parse', '--is-shallow-repository') === 'true'
        ? 'this is a shallow clone, whose history is too short to date the pages'
        : undefined;
  if (problem && !processState[warned]) {
    processState[warned] = true;
    console.warn(
      `[WARNING] Pages are built without their "Last updated" dates: ${problem}. ` +
        'Build from a clone with the whole history (git clone, or git fetch --unshallow) to have them.',
    );
  }
  return problem === undefined;
}
