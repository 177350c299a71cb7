import {spawnSync} from 'node:child_process';

/**
 * Whether git can give the docs their true "Last updated" dates: the value
 * of the docs plugin's `showLastUpdateTime` in docusaurus.config.ts.
 *
 * At build time Docusaurus dates each page by the newest commit that touched
 * its file (`git log`). Two kinds of checkout cannot give that date:
 *  - no repository at all: the files of a source archive, a "Download ZIP" or
 *    a container build context. Every `git log` fails with "not a git
 *    repository", and Docusaurus 3.8.1 stops the build on that error;
 *  - a shallow clone (actions/checkout's default depth of one commit): the
 *    history stops at the clone's oldest commit, so most pages would carry
 *    that commit's date, all the same, without any warning.
 * In both cases the pages are built without dates, and one warning says why
 * and how to get them. The deploy workflow checks out the whole history.
 */
export type GitHistory = 'complete' | 'shallow' | 'none';

/** How much git history the directory's checkout holds. */
export function gitHistoryOf(dir: string): GitHistory {
  const git = (...args: string[]) => spawnSync('git', args, {cwd: dir, encoding: 'utf8', stdio: 'pipe'});
  // Fails (or cannot start, without git installed) outside a repository.
  const worktree = git('rev-parse', '--is-inside-work-tree');
  if (worktree.status !== 0 || worktree.stdout.trim() !== 'true') return 'none';
  return git('rev-parse', '--is-shallow-repository').stdout.trim() === 'true' ? 'shallow' : 'complete';
}

const reasons: Record<Exclude<GitHistory, 'complete'>, string> = {
  none: 'this directory is not a git repository (a source archive?)',
  shallow: 'this is a shallow clone, whose history is too short to date the pages',
};

// `docusaurus build` reads docusaurus.config.ts twice (for the locales, then
// to build): the warning is remembered for the process, not this module.
const warned = Symbol.for('actuatorjs.last-update-from-git.warned');
const processState = globalThis as {[warned]?: boolean};

/**
 * True when the pages can be dated from git history; otherwise warns, once
 * per build, that the dates are left out.
 */
export function lastUpdateFromGit(siteDir: string): boolean {
  const history = gitHistoryOf(siteDir);
  if (history === 'complete') return true;
  if (processState[warned]) return false;
  processState[warned] = true;
  console.warn(
    `[WARNING] Pages are built without their "Last updated" dates: ${reasons[history]}. ` +
      'Build from a clone with the whole history (git clone, or git fetch --unshallow) to have them.',
  );
  return false;
}
