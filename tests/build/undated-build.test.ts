import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {undatedBecause} from '../../plugins/last-update-from-git';
import {repoRoot} from '../support/built-site';

// The config builds undated pages, with the one warning the plugin prints, whenever this says why.
const made: string[] = [];
const temporaryDir = () => made[made.push(mkdtempSync(join(tmpdir(), 'actuatorjs-undated-'))) - 1] as string;
afterAll(() => {
  for (const dir of made) rmSync(dir, {recursive: true, force: true});
});

describe('a build where git cannot date the pages leaves them undated, and says why', () => {
  it('dates the pages of a clone with its history', () => {
    expect(undatedBecause(repoRoot)).toBeUndefined();
  });

  it('says a source archive, without .git, is no git repository', () => {
    expect(undatedBecause(temporaryDir())).toMatch(/not a git repository/);
  });

  it('says a shallow clone is too short to date the pages', () => {
    const clone = temporaryDir();
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repoRoot}`, clone]);
    expect(undatedBecause(clone)).toMatch(/shallow clone/);
  });
});
