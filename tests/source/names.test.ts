import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type ts from 'typescript';
import {describe, expect, it} from 'vitest';
import type {ApiTargets} from '../../plugins/doc-code/data';
import {codeInfoOf, findNames, firstSentence, namesOf} from '../../plugins/doc-code/names';
import {repoRoot} from '../../plugins/doc-code/pages';
import {docCodeService} from '../../plugins/doc-code/program';

// What the build finds in the docs' code (plugins/doc-code), on a fixture with each way a name can refer to the
// library and names that only look as if they did: which names refer to what, their quick info and links.
const fixture = join(repoRoot, 'tests/fixtures/api-links/references.ts');
const code = readFileSync(fixture, 'utf-8');
const lines = code.split('\n');

/** The 0-based number of the one line of the fixture that contains `text`. */
function lineOf(text: string): number {
  const found = lines.flatMap((line, index) => (line.includes(text) ? [index] : []));
  if (found.length !== 1) throw new Error(`the fixture has ${found.length} lines with ${text}`);
  return found[0] as number;
}

const {references, quickInfo} = findNames(docCodeService([{fileName: fixture, code}]), fixture);

/** What the references of a line name, as `identifier → Export` or `→ Export#member`. */
const onLine = (text: string) =>
  references
    .filter((reference) => reference.line === lineOf(text))
    .map(({text, exportName, member}) => `${text} → ${exportName}${member === undefined ? '' : `#${member}`}`);

describe('a name in the docs’ code refers to the library export it means, and a look-alike to nothing', () => {
  it.each([
    [
      'HealthCheck as Check',
      ['HealthCheck → HealthCheck', 'Check → HealthCheck', 'SimpleHealthIndicator → SimpleHealthIndicator'],
    ],
    ['export const check = new Check(', ['Check → HealthCheck']],
    ['check.getHealth()', ['getHealth → HealthCheck#getHealth']],
    ['import type {HealthResult}', ['HealthResult → HealthResult']],
    ['const {Actuator} = await import(', ['Actuator → Actuator']],
    ['return new Actuator(new library.HealthCheck', ['Actuator → Actuator', 'HealthCheck → HealthCheck']],
    ['const HealthCheck = 1;', []],
    ['return HealthCheck + 1;', []],
  ])('the line with %j: %j', (text, expected) => {
    expect(onLine(text).sort()).toEqual([...expected].sort());
  });
});

/** The quick info of `name` on the line with `text`. */
const infoAt = (text: string, name: string) =>
  quickInfo.find((info) => info.line === lineOf(text) && info.start === (lines[info.line] ?? '').indexOf(name));

describe('a name of the library or the docs gets its declaration and its doc comment’s first sentence as quick info', () => {
  // The fixture imports the library as a namespace too: the compiler then names its types through it.
  it('explains a renamed import under its new name, as what it imports', () => {
    expect(infoAt('export const check = new Check(', 'Check')?.declaration).toBe(
      '(alias) new Check(healthIndicators: library.HealthIndicator[]): library.HealthCheck\nimport Check',
    );
    expect(infoAt('HealthCheck as Check', 'HealthCheck')?.doc).toMatch(/^Runs a set of health indicators/);
  });

  it("gives a local variable its inferred type, and a library method its doc comment's first sentence", () => {
    expect(infoAt('export const health = check.getHealth();', 'health')?.declaration).toBe(
      'const health: Promise<library.HealthCheckResult>',
    );
    const getHealth = infoAt('export const health = check.getHealth();', 'getHealth');
    expect(getHealth?.declaration).toBe('(method) HealthCheck.getHealth(): Promise<library.HealthCheckResult>');
    expect(getHealth?.doc).toMatch(/^[A-Z][^.]*\.$/);
  });

  it("explains nothing of Node's, the web's or a framework's typings", () => {
    expect(infoAt('const Check = Array;', 'Check')?.declaration).toBe('const Check: ArrayConstructor');
    expect(infoAt('const Check = Array;', 'Array')).toBeUndefined();
    expect(infoAt('async (): Promise<HealthResult>', 'Promise')).toBeUndefined();
    expect(infoAt('async (): Promise<HealthResult>', 'HealthResult')).toBeDefined();
  });

  it('takes one sentence of a longer doc comment, and reads a {@link} as its name', () => {
    const part = (text: string, kind = 'text'): ts.SymbolDisplayPart => ({text, kind});
    const doc = [part('Wraps a '), part('{@link ', 'link'), part('HealthCheck', 'linkName'), part('}', 'link')];
    expect(firstSentence([...doc, part('. It runs `all`\nof them.\n\nMore.')])).toBe('Wraps a HealthCheck.');
  });
});

describe('a code line links each name that refers to the library, and only when the line has one meaning', () => {
  const targets: ApiTargets = {
    targetOf: ({exportName, member}) => `/api/${exportName}${member === undefined ? '' : `#${member}`}`,
    exportOfPage: () => undefined,
  };
  /** The linked names of a line of code: columns and target. */
  const linksOf = (line: string) => {
    const {lines: byText} = codeInfoOf(code, namesOf(quickInfo, references, targets));
    const links = byText[line]?.flatMap(([start, end, , to]) => (to ? [[start, end, to]] : []));
    return links?.length ? links : undefined;
  };

  it('links a name at its columns to its export or member, and no local name', () => {
    const line = lines[lineOf('check.getHealth()')] ?? '';
    const start = line.indexOf('getHealth');
    expect(linksOf(line)).toEqual([[start, start + 'getHealth'.length, '/api/HealthCheck#getHealth']]);
    expect(linksOf(lines[lineOf('const HealthCheck = 1;')] ?? '')).toBeUndefined();
    expect(linksOf(lines[lineOf('return HealthCheck + 1;')] ?? '')).toBeUndefined();
  });

  it('gives no link to a line that reads the same in two scopes with different meanings, rather than a wrong one', () => {
    const same = lines.filter((line) => line === '    return new Check([]);');
    expect(same, 'the fixture has the line twice').toHaveLength(2);
    const referring = references.filter((reference) => lines[reference.line] === same[0]);
    expect(referring, 'one refers to the library').toHaveLength(1);
    expect(linksOf(same[0] ?? '')).toBeUndefined();
  });
});
