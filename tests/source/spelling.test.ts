import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../plugins/doc-code/pages';

/** cspell with the root cspell.json (files: docs/, src/, examples/; words: project-words.txt). */
function cspell() {
  const run = spawnSync(join(repoRoot, 'node_modules', '.bin', 'cspell'), ['--no-progress'], {
    cwd: repoRoot,
    encoding: 'utf-8',
    timeout: 90_000,
  });
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

describe('spelling of the docs and the site source (npm run spellcheck)', () => {
  it('cspell finds no unknown word in docs/, src/ and examples/', () => {
    const {status, output} = cspell();
    expect(output).toMatch(/Files checked: [1-9]\d+/);
    expect(status, `Misspelt words (fix them, or add real words to project-words.txt):\n${output}`).toBe(0);
  }, 120_000);
});
