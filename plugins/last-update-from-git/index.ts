import {spawnSync} from 'node:child_process';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Why git cannot date the docs pages (`showLastUpdateTime`), or undefined when it can. Outside a repository
 * Docusaurus 3.8.1 stops on `git log`'s error; in a shallow clone every page would carry the clone's one commit
 * date. Then the pages go without dates.
 */
export function undatedBecause(siteDir: string): string | undefined {
  const git = (...args: string[]) => spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'}).stdout?.trim();
  if (git('rev-parse', '--is-inside-work-tree') !== 'true')
    return 'this directory is not a git repository (a source archive?)';
  if (git('rev-parse', '--is-shallow-repository') === 'true')
    return 'this is a shallow clone, too short to date the pages';
  return undefined;
}

/** Says once per build why the pages have no dates (the config, which Docusaurus reads twice, only decides). */
export default function pluginLastUpdateFromGit(_context: LoadContext, {problem}: {problem?: string}): Plugin {
  if (problem)
    console.warn(
      `[WARNING] Pages are built without their "Last updated" dates: ${problem}. Build from a clone with the whole history (git clone, or git fetch --unshallow) to have them.`,
    );
  return {name: 'last-update-from-git'};
}
