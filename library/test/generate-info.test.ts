import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {runOurGenerateInfo as runGenerateInfo} from './support/generate-info';
import {createWorkdir, type Workdir} from './support/workdir';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf-8',
  }).trim();
}

let workdir: Workdir;
afterEach(() => workdir?.remove());

describe('generate-info', () => {
  it('writes dist/actuator.info.json with git and build info and prints the path', () => {
    workdir = createWorkdir({'package.json': {name: 'orders', version: '3.1.4'}});
    git(workdir.path, 'init', '-q', '-b', 'release');
    git(workdir.path, 'add', '.');
    git(workdir.path, 'commit', '-q', '-m', 'first');

    const run = runGenerateInfo(workdir.path);
    const target = join(workdir.path, 'dist', 'actuator.info.json');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(target);
    expect(JSON.parse(readFileSync(target, 'utf-8'))).toEqual({
      git: {
        branch: 'release',
        commit: {
          id: git(workdir.path, 'rev-parse', '--short', 'HEAD'),
          time: git(workdir.path, 'show', '-s', '--format=%cI', 'HEAD'),
        },
      },
      build: {name: 'orders', version: '3.1.4'},
    });
  });

  it('writes into the outDir of package.json, creating the folder', () => {
    workdir = createWorkdir({'package.json': {name: 'orders', version: '1.0.0', outDir: 'out/server'}});
    const run = runGenerateInfo(workdir.path);
    expect(run.status).toBe(0);
    expect(existsSync(join(workdir.path, 'out', 'server', 'actuator.info.json'))).toBe(true);
  });

  it('records git as null outside a git repository', () => {
    workdir = createWorkdir({'package.json': {name: 'orders', version: '1.0.0'}});
    expect(runGenerateInfo(workdir.path).status).toBe(0);
    const written = JSON.parse(readFileSync(join(workdir.path, 'dist', 'actuator.info.json'), 'utf-8'));
    expect(written).toEqual({git: null, build: {name: 'orders', version: '1.0.0'}});
  });

  it('exits non-zero with a message when there is no package.json', () => {
    workdir = createWorkdir();
    const run = runGenerateInfo(workdir.path);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/generate-info.*package\.json/);
    expect(existsSync(join(workdir.path, 'dist'))).toBe(false);
  });
});
