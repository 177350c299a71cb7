#!/usr/bin/env node
/**
 * `generate-info`: run at build time to record where the build came from.
 *
 * Writes `<outDir>/actuator.info.json` (outDir from package.json, `dist` by
 * default) with the git branch and commit, or `null` outside a git repository,
 * and the package's name and version; `getInfo()` reads it back at run time.
 */
import {execFileSync} from 'node:child_process';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, resolve} from 'node:path';
import {INFO_FILE_NAME} from '../src/info/getInfo';
import {getOutDirFromPackageJson} from '../src/info/getOutDirFromPackageJson';
import type {BuildInfo, GitInfo} from '../src/info/types';

function git(...args: string[]): string {
  return execFileSync('git', args, {encoding: 'utf-8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
}

function readGitInfo(): GitInfo | null {
  try {
    return {
      branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
      commit: {
        id: git('rev-parse', '--short', 'HEAD'),
        time: git('show', '-s', '--format=%cI', 'HEAD'),
      },
    };
  } catch {
    return null;
  }
}

async function readBuildInfo(): Promise<BuildInfo> {
  const text = await readFile(resolve(process.cwd(), 'package.json'), 'utf-8');
  const {name, version} = JSON.parse(text) as BuildInfo;
  return {name, version};
}

async function main(): Promise<void> {
  const info: {git: GitInfo | null; build: BuildInfo} = {git: readGitInfo(), build: await readBuildInfo()};
  const target = resolve(process.cwd(), await getOutDirFromPackageJson(), INFO_FILE_NAME);
  await mkdir(dirname(target), {recursive: true});
  await writeFile(target, JSON.stringify(info, null, 2), 'utf-8');
  console.log(`[generate-info] wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(`[generate-info] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
