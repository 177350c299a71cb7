import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import ts from 'typescript';
import {codeInfoOf, namesOf} from '../../plugins/doc-code/names';
import type {ApiTargets} from '../../plugins/doc-code/index';
import {repoRoot} from '../../plugins/doc-code/pages';
import {docCodeService} from '../../plugins/doc-code/program';
import {type ApiReference, findNames, firstSentence, type QuickInfo} from '../../plugins/doc-code/names';

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
let quickInfo: QuickInfo[] = [];
let service: ts.LanguageService;
const onLine = (text: string) => references.filter((reference) => reference.line === lineOf(text)).map(named);

beforeAll(() => {
  service = docCodeService([{fileName: fixture, code}]);
  ({references, quickInfo} = findNames(service, fixture));
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

/** The quick info of the name at `column` of the line with `text`, as the build has it. */
const infoAt = (text: string, name: string) =>
  quickInfo.find((info) => info.line === lineOf(text) && info.start === (lines[info.line] ?? '').indexOf(name));

describe('each name of the code gets the quick info the TypeScript language service gives (fixture)', () => {
  it('gives a name the declaration and first sentence the language service returns at its position', () => {
    const identifiers = quickInfo.length;
    expect(identifiers, 'the fixture has names to explain').toBeGreaterThan(25);
    for (const info of quickInfo) {
      const position = ts.getPositionOfLineAndCharacter(ts.createSourceFile(fixture, code, 99), info.line, info.start);
      const answer = service.getQuickInfoAtPosition(fixture, position);
      expect(info.declaration).toBe(ts.displayPartsToString(answer?.displayParts));
      expect(info.doc).toBe(firstSentence(answer?.documentation));
    }
  });

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

  it("explains the names the docs and the library declare, not those of Node's, the web's or a framework's typings", () => {
    expect(infoAt('const Check = Array;', 'Check')?.declaration).toBe('const Check: ArrayConstructor');
    expect(infoAt('const Check = Array;', 'Array')).toBeUndefined();
    expect(infoAt('async (): Promise<HealthResult>', 'Promise')).toBeUndefined();
    expect(infoAt('async (): Promise<HealthResult>', 'HealthResult')).toBeDefined();
  });

  it('takes one sentence of a longer doc comment, and reads a {@link} as its name', () => {
    const parts = (text: string, kind = 'text'): ts.SymbolDisplayPart => ({text, kind});
    const doc = [parts('Wraps a '), parts('{@link ', 'link'), parts('HealthCheck', 'linkName'), parts('}', 'link')];
    expect(firstSentence([...doc, parts('. It runs `all`\nof them.\n\nMore.')])).toBe('Wraps a HealthCheck.');
  });
});

describe('the links a code block is given follow those answers (fixture)', () => {
  const targets: ApiTargets = {
    targetOf: ({exportName, member}) => `/api/${exportName}${member === undefined ? '' : `#${member}`}`,
    exportOfPage: () => undefined,
  };
  /** The linked names of a line: columns and target. */
  const linksOfCode = (line: string) => {
    const {infos, lines: byText} = codeInfoOf(code, namesOf(quickInfo, references, targets));
    const names = byText[line];
    return names?.flatMap(([start, end, info]) => (infos[info]?.[2] ? [[start, end, infos[info]?.[2]]] : []));
  };
  const linksOf = (text: string) => {
    const links = linksOfCode(lines[lineOf(text)] ?? '');
    return links?.length ? links : undefined;
  };

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
    expect(linksOfCode(same[0] ?? '')).toBeUndefined();
  });
});
