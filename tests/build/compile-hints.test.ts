import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {baseUrl} from '../e2e/support/routes';
import {pageAssets, routedPages} from './page-assets';
import {buildDir} from '../support/built-site';

/** V8's explicit compile hint, which plugins/paint-first puts first in every built script. */
const compileHint = '//# allFunctionsCalledOnLoad';

// plugins/paint-first (compile hints): every chunk Rspack emits asks V8 to compile it
// eagerly, off the main thread, while it downloads.

/** Whether the built file (a path under the build directory) starts with the hint, once, on a line of its own. */
function carriesHintOnce(file: string): boolean {
  const script = readFileSync(join(buildDir, file), 'utf-8');
  return script.startsWith(`${compileHint}\n`) && script.split(compileHint).length === 2;
}

describe('Compile hints in the built scripts (plugins/paint-first)', () => {
  test('every chunk starts with the hint, once, on a line of its own', () => {
    const chunks = readdirSync(join(buildDir, 'assets', 'js'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => join('assets', 'js', file));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.filter((file) => !carriesHintOnce(file))).toEqual([]);
  });

  test.each(routedPages())('every script a first visit to %s runs carries it', (route) => {
    const {js} = pageAssets(baseUrl, route);
    expect(js.length).toBeGreaterThan(1);
    expect(js.filter((file) => !carriesHintOnce(file))).toEqual([]);
  });
});
