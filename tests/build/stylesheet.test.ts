import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {buildDir} from '../support/built-site';

// Lightning CSS, which minifies the build, adds the vendor prefixes the
// browserslist targets need.
const builtCss = readdirSync(join(buildDir, 'assets', 'css'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(buildDir, 'assets', 'css', file), 'utf-8'))
  .join('\n');

/** The declaration blocks of the built stylesheet's style rules, each as a list of declarations. */
function declarationBlocks(css: string): string[][] {
  return [...css.matchAll(/\{([^{}]*)\}/g)].map(([, block]) =>
    block
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean),
  );
}

describe('The built stylesheet (prefixed by Lightning CSS)', () => {
  const blocks = declarationBlocks(builtCss);

  test('every `mask` and `user-select` declaration also has the -webkit- form Safari needs', () => {
    const missing = blocks.flatMap((block) =>
      block
        .filter((declaration) => /^(mask|user-select):/.test(declaration))
        .filter((declaration) => !block.includes(`-webkit-${declaration}`)),
    );
    expect(blocks.some((block) => block.some((declaration) => declaration.startsWith('mask:')))).toBe(true);
    expect(missing).toEqual([]);
  });
});
