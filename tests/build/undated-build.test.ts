import {execFileSync} from 'node:child_process';
import {describe, expect, it, onTestFinished} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import {undatedBecause} from '../../plugins/last-update-from-git';
import {repoRoot} from '../support/built-site';

// The config builds undated pages, with the one warning the plugin prints, whenever this says why.
/** An empty folder outside the repository, removed once the test has finished. */
const emptyFolder = () => {
  const {path, remove} = createWorkdir();
  onTestFinished(remove);
  return path;
};

describe('a build where git cannot date the pages leaves them undated, and says why', () => {
  it('dates the pages of a clone with its history', () => {
    expect(undatedBecause(repoRoot)).toBeUndefined();
  });

  it('says a source archive, without .git, is no git repository', () => {
    expect(undatedBecause(emptyFolder())).toMatch(/not a git repository/);
  });

  it('says a shallow clone is too short to date the pages', () => {
    const clone = emptyFolder();
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repoRoot}`, clone]);
    expect(undatedBecause(clone)).toMatch(/shallow clone/);
  });
});
