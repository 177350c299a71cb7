import {spawnSync} from 'node:child_process';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Why git cannot date the pages, or undefined: outside a repository Docusaurus 3.8.1 stops on `git log`'s error,
 * and a shallow clone would date every page with its one commit.
 */
export function undatedBecause(siteDir: string): string | undefined {
  const git = (flag: string) => spawnSync('git', ['rev-parse', flag], {cwd: siteDir, encoding: 'utf8'}).stdout?.trim();
  if (git('--is-inside-work-tree') !== 'true') return 'this directory is not a git repository (a source archive?)';
  if (git('--is-shallow-repository') === 'true') return 'this is a shallow clone, too short to date the pages';
}

// A plugin, so that it warns once per build (Docusaurus reads the config twice).
export default function pluginLastUpdateFromGit(_context: LoadContext, {problem}: {problem?: string}): Plugin {
  const fix = 'Build from a clone with the whole history (git clone, or git fetch --unshallow) to have them.';
  if (problem) console.warn(`[WARNING] Pages are built without their "Last updated" dates: ${problem}. ${fix}`);
  return {name: 'last-update-from-git'};
}
