import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from '../support/built-site';

/** V8's explicit compile hint, which plugins/paint-first puts first in every built script. */
const hint = '//# allFunctionsCalledOnLoad';

describe('every built script asks V8 to compile it while it downloads', () => {
  it('starts each chunk with the compile hint, once, on a line of its own', () => {
    const dir = join(buildDir, 'assets', 'js');
    const chunks = readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    const without = chunks.filter((file) => {
      const script = readFileSync(join(dir, file), 'utf-8');
      return !script.startsWith(`${hint}\n`) || script.split(hint).length !== 2;
    });
    expect(without).toEqual([]);
  });
});
