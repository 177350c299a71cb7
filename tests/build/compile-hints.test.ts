import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {compileHint} from '../../plugins/compile-hints';
import {baseUrl, routes} from '../e2e/support/routes';
import {pageAssets} from './page-assets';
import {buildDir} from './support/built-page';

// plugins/compile-hints: every chunk Rspack emits asks V8 to compile it
// eagerly, off the main thread, while it downloads.
const startsWithHint = (file: string) => readFileSync(join(buildDir, file), 'utf-8').startsWith(`${compileHint}\n`);

describe('Compile hints in the built scripts (plugins/compile-hints)', () => {
  test('every chunk starts with the hint, once, on a line of its own', () => {
    const chunks = readdirSync(join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    const withoutHint = chunks.filter((file) => {
      const script = readFileSync(join(buildDir, 'assets', 'js', file), 'utf-8');
      return !script.startsWith(`${compileHint}\n`) || script.split(compileHint).length !== 2;
    });
    expect(chunks.length).toBeGreaterThan(5);
    expect(withoutHint).toEqual([]);
  });

  test.each(routes.map(({path}) => path))('every script a first visit to %s runs carries it', (route) => {
    const {js} = pageAssets(baseUrl, route);
    expect(js.length).toBeGreaterThan(1);
    expect(js.filter((file) => !startsWithHint(file))).toEqual([]);
  });
});
