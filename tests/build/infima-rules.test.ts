import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {requiredClasses} from '../../plugins/production-css';
import {attribute, buildDir, builtPages} from '../support/built-site';

// plugins/production-css drops Infima rules for classes no script uses.
// Whatever a built page carries must have kept its rules.
const infimaCss = readFileSync(
  createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'),
  'utf-8',
).replace(/\/\*[\s\S]*?\*\//g, '');
const builtCss = readdirSync(join(buildDir, 'assets', 'css'))
  .map((file) => readFileSync(join(buildDir, 'assets', 'css', file), 'utf-8'))
  .join('\n');

/** Classes some selector of `css` requires, by the plugin's own reading of selectors. */
function styledClasses(css: string): Set<string> {
  const selectors = [...css.matchAll(/([^{}]+)\{/g)].flatMap(([, prelude]) =>
    prelude.trim().startsWith('@') ? [] : prelude.split(','),
  );
  return new Set(selectors.flatMap(requiredClasses));
}

const infimaClasses = styledClasses(infimaCss);
const keptClasses = styledClasses(builtCss);

describe('Infima rules left out of the build are only those no page uses (plugins/production-css)', () => {
  test('the build leaves out some of Infima', () => {
    const dropped = [...infimaClasses].filter((name) => !keptClasses.has(name));
    expect(dropped).toEqual(expect.arrayContaining(['container--fluid', 'col--offset-1', 'pills']));
  });

  test('every Infima class in the HTML of a built page is still styled', () => {
    const unstyled = new Set<string>();
    for (const page of builtPages()) {
      for (const element of page.elements()) {
        for (const name of attribute(element, 'className')?.split(' ') ?? []) {
          if (infimaClasses.has(name) && !keptClasses.has(name)) unstyled.add(`${name} (${page.route})`);
        }
      }
    }
    expect([...unstyled]).toEqual([]);
  });
});
