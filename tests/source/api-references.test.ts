import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {type ApiReference, findApiReferences} from '../../plugins/doc-code/api-references';
import type {ApiTargets} from '../../plugins/doc-code/index';
import {repoRoot} from '../../plugins/doc-code/pages';
import {codeLinksOf} from '../../plugins/doc-code/code-links';
import {createDocCodeProgram} from '../../plugins/doc-code/program';

// One compiler program with @types/node: seconds, more on a busy machine.
const PROGRAM_TIMEOUT = 120_000;

const fixture = join(repoRoot, 'tests/fixtures/api-links/references.ts');
const code = readFileSync(fixture, 'utf-8');
const lines = code.split('\n');

/** The 0-based number of the one line of the fixture that contains `text`. */
function lineOf(text: string): number {
  const found = lines.flatMap((line, index) => (line.includes(text) ? [index] : []));
  if (found.length !== 1) throw new Error(`the fixture has ${found.length} lines with ${text}`);
  return found[0] as number;
}

/** What a reference names, as `Export` or `Export#member`, with the identifier as written. */
const named = ({text, exportName, member}: ApiReference) =>
  `${text} → ${exportName}${member === undefined ? '' : `#${member}`}`;

let references: ApiReference[] = [];
const onLine = (text: string) => references.filter((reference) => reference.line === lineOf(text)).map(named);

beforeAll(() => {
  const program = createDocCodeProgram([{fileName: fixture, code}]);
  references = findApiReferences(program, fixture);
}, PROGRAM_TIMEOUT);

describe("which names in the docs' code refer to the library is the compiler's answer (fixture)", () => {
  it('an import renamed with `as` refers to the export, in the import and wherever the new name is used', () => {
    expect(onLine('HealthCheck as Check')).toEqual(
      expect.arrayContaining(['HealthCheck → HealthCheck', 'Check → HealthCheck']),
    );
    expect(onLine('export const check = new Check(')).toEqual(['Check → HealthCheck']);
  });

  it('a method called on an instance refers to the member of the class it was made from', () => {
    expect(onLine('check.getHealth()')).toEqual(['getHealth → HealthCheck#getHealth']);
  });

  it('a `type` import and the annotation that uses it refer to the interface', () => {
    expect(onLine('import type {HealthResult}')).toEqual(['HealthResult → HealthResult']);
    expect(onLine('new SimpleHealthIndicator(')).toContain('HealthResult → HealthResult');
  });

  it("a name destructured from a dynamic import, and a namespace import's property, refer to the exports", () => {
    expect(onLine('const {Actuator} = await import(')).toEqual(['Actuator → Actuator']);
    expect(onLine('return new Actuator(new library.HealthCheck')).toEqual([
      'Actuator → Actuator',
      'HealthCheck → HealthCheck',
    ]);
  });

  it('a local variable named like an export refers to nothing of the library', () => {
    expect(onLine('const HealthCheck = 1;')).toEqual([]);
    expect(onLine('return HealthCheck + 1;')).toEqual([]);
  });
});

describe('the links a code block is given follow those answers (fixture)', () => {
  const targets: ApiTargets = {
    targetOf: ({exportName, member}) => `/api/${exportName}${member === undefined ? '' : `#${member}`}`,
    exportOfPage: () => undefined,
  };
  const linksOf = (text: string) => codeLinksOf(code, references, targets)[lines[lineOf(text)] ?? ''];

  it('links each name that refers to the library, at its columns, to its export or member', () => {
    const line = lines[lineOf('check.getHealth()')] ?? '';
    const start = line.indexOf('getHealth');
    expect(linksOf('check.getHealth()')).toEqual([[start, start + 'getHealth'.length, '/api/HealthCheck#getHealth']]);
  });

  it('gives no link to a line whose names are local, even when they are named like an export', () => {
    expect(linksOf('const HealthCheck = 1;')).toBeUndefined();
    expect(linksOf('return HealthCheck + 1;')).toBeUndefined();
  });

  it('gives no link to a line that reads the same in two scopes with different meanings, rather than a wrong one', () => {
    const same = lines.filter((line) => line === '    return new Check([]);');
    expect(same, 'the fixture has the line twice').toHaveLength(2);
    const meanings = references.filter((reference) => lines[reference.line] === same[0]).map(named);
    expect(meanings, 'one of the two refers to the library').toEqual(['Check → HealthCheck']);
    expect(codeLinksOf(code, references, targets)[same[0] ?? '']).toBeUndefined();
  });
});
