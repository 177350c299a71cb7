import {execFileSync} from 'node:child_process';
import {readFileSync, symlinkSync} from 'node:fs';
import {join, relative} from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import type {ApiTargets} from '../../plugins/doc-code/data';
import {codeInfoOf, findNames, namesOf} from '../../plugins/doc-code/names';
import {type CodeBlock, codeBlocksOf, docPages, includedFile, parsePage} from '../../plugins/doc-code/pages';
import {librarySources, repoRoot, SCRIPT_EXTENSIONS} from '../../plugins/doc-code/pages';
import {docCodeService, libraryFiles} from '../../plugins/doc-code/program';
import {libraryExports} from '../support/library-exports';
import {need, nodeReleases, run, scratch, tsc7} from './support/reader';

/** Every `@example` of library/src (TypeDoc's API pages show them): its file, the 1-based line of its tag, its blocks. */
function tsdocExamples(): {file: string; line: number; blocks: CodeBlock[]}[] {
  return libraryFiles().flatMap((path) => {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf-8'), ts.ScriptTarget.Latest, true);
    const tags = new Set<ts.JSDocTag>();
    const visit = (node: ts.Node): void => {
      for (const tag of ts.getJSDocTags(node)) if (tag.tagName.text === 'example') tags.add(tag);
      ts.forEachChild(node, visit);
    };
    visit(source);
    const file = relative(repoRoot, path);
    return [...tags].map((tag) => {
      const line = source.getLineAndCharacterOfPosition(tag.getStart(source)).line + 1;
      const {blocks} = parsePage(`${file}#L${line}`, ts.getTextOfJSDocComment(tag.comment) ?? '');
      return {file, line, blocks: blocks.map((block) => ({...block, file, line: line + block.line}))};
    });
  });
}

// Library-importing blocks written in pages, and the example files (not TypeDoc's pages: the TSDoc examples below),
// each at a path naming its file and the line its code starts after (`docs/….mdx.L12.ts`).
const sources = librarySources().filter((source) => !source.file.startsWith('docs/api/'));
const examples = tsdocExamples();
const snippets = [
  ...sources,
  ...examples
    .flatMap(({blocks}) => blocks)
    .filter((block) => block.lang in SCRIPT_EXTENSIONS)
    .map(({file, line, lang, code}) => ({
      fileName: join(repoRoot, `${file}.L${line}.${SCRIPT_EXTENSIONS[lang]}`),
      code,
    })),
];
const host = {getCanonicalFileName: String, getCurrentDirectory: () => repoRoot, getNewLine: () => '\n'};

describe('code in the docs compiles against the library source (strict TypeScript)', () => {
  it('every library-importing code block, every example file and every TSDoc example type-checks', () => {
    expect(sources.filter((source) => source.file.startsWith('docs/')).length).toBeGreaterThanOrEqual(10);
    expect(sources.map((source) => source.file)).toEqual(
      expect.arrayContaining([
        'examples/node-http.ts',
        'examples/bun.ts',
        'examples/deno.ts',
        'plugins/agent-discovery/SKILL.md',
      ]),
    );
    // The program the build links code with (plugins/doc-code/program.ts).
    const program = docCodeService(snippets).getProgram() as ts.Program;
    const errors = ts.formatDiagnostics(ts.getPreEmitDiagnostics(program), host);
    expect(errors, 'Code in the docs or a TSDoc example does not compile').toBe('');
  }, 120_000);

  // examples/tsconfig.json sets baseUrl to null: TypeScript 7 refuses the one the site's config inherits (TS5102).
  it('the same code type-checks with TypeScript 7 (its tsc, examples/tsconfig.json extended)', async () => {
    // The snippets as files at their paths, in a folder that sees the repository's node_modules.
    const files = Object.fromEntries(snippets.map(({fileName, code}) => [relative(repoRoot, fileName), code]));
    const config = {extends: join(repoRoot, 'examples/tsconfig.json'), files: Object.keys(files)};
    const folder = scratch(createWorkdir({...files, 'tsconfig.json': config})).path;
    symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
    const tsc = need(tsc7);
    const {stdout} = await run(tsc, ['--version']);
    expect(stdout).toMatch(/^Version 7\./);
    const output = await run(tsc, ['-p', folder, '--noEmit', '--pretty', 'false']).catch((e) => e);
    expect(output.stdout, 'TypeScript 7 rejects code in the docs').toBe('');
  }, 120_000);

  // `node server.ts` strips the types and runs what is left: syntax it cannot strip (enums, parameter properties)
  // throws ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX, so a page's class would not run as the pages say to run it.
  it.each(nodeReleases)('Node.js $major can run every snippet as it is (type stripping)', async ({node}) => {
    const script = `const {stripTypeScriptTypes} = require('node:module');
      const failed = JSON.parse(require('node:fs').readFileSync(0, 'utf-8')).flatMap(({name, code}) => {
        try { stripTypeScriptTypes(code); return []; } catch (error) { return [name + ': ' + error.message]; }
      });
      process.stdout.write(JSON.stringify(failed));`;
    const child = run(need(node), ['--no-warnings', '-e', script]);
    child.child.stdin?.end(
      JSON.stringify(snippets.map(({fileName, code}) => ({name: relative(repoRoot, fileName), code}))),
    );
    expect(JSON.parse((await child).stdout)).toEqual([]);
  });

  it('every export of the library has a TSDoc @example with a ```ts code block', () => {
    const withoutExample = libraryExports().filter(({hasExample}) => !hasExample);
    const withoutCode = examples.filter(({blocks}) => !blocks.some((block) => block.lang in SCRIPT_EXTENSIONS));
    const missing = [
      ...withoutExample.map(({name, file}) => `${name} (${file})`),
      ...withoutCode.map(({file, line}) => `${file}:${line}`),
    ];
    expect(missing, 'each export needs an @example with a ```ts block (CONTRIBUTING.md)').toEqual([]);
  });
});

// Code a reader sees is in Biome's style for examples/ (biome.json): 73 columns fill the 671 px code box at 1280 px
// (Liberation Mono at 15.2 px). That no code block of a built page scrolls sideways is every-page.spec.ts's check.
/** Languages Biome formats, by the file extension it needs to know them. */
const FORMATTED: Record<string, string> = {ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', json: 'json'};

describe('code a reader sees is formatted as Biome formats examples/', () => {
  it('formats every TypeScript, JavaScript and JSON block of the pages and of the TSDoc examples as Biome does', () => {
    const pageBlocks = docPages()
      .flatMap(codeBlocksOf)
      .filter((block) => !includedFile(block));
    const checked = [...pageBlocks, ...examples.flatMap(({blocks}) => blocks)].filter(
      (block) => block.lang in FORMATTED,
    );
    expect(checked.length).toBeGreaterThanOrEqual(25);
    // Each block a file of a scratch project that extends biome.json, all formatted in one run.
    const config = {root: true, extends: [join(repoRoot, 'biome.json')], vcs: {enabled: false}};
    const files = checked.map((block, index) => [`examples/${index}.${FORMATTED[block.lang]}`, `${block.code}\n`]);
    const {path} = scratch(createWorkdir({'biome.json': config, ...Object.fromEntries(files)}));
    execFileSync(join(repoRoot, 'node_modules', '.bin', 'biome'), ['format', '--write', '.'], {cwd: path});
    const unformatted = checked
      .filter((block, index) => readFileSync(join(path, files[index]?.[0] ?? ''), 'utf-8') !== `${block.code}\n`)
      .map((block) => `${block.file}:${block.line}`);
    expect(unformatted, 'run Biome on these blocks (npx biome format --stdin-file-path=examples/x.ts)').toEqual([]);
  });
});

// What the build finds in the docs' code (plugins/doc-code), on a fixture with each way a name can refer to the
// library and names that only look as if they did. tests/build/quick-info.test.ts checks what the pages show.
const fixture = join(repoRoot, 'tests/fixtures/api-links/references.ts');
const fixtureCode = readFileSync(fixture, 'utf-8');
const lines = fixtureCode.split('\n');
const {references, quickInfo} = findNames(docCodeService([{fileName: fixture, code: fixtureCode}]), fixture);
const targets: ApiTargets = {
  targetOf: ({exportName, member}) => `/api/${exportName}${member === undefined ? '' : `#${member}`}`,
  exportOfPage: () => undefined,
};
const {lines: linked} = codeInfoOf(fixtureCode, namesOf(quickInfo, references, targets));

/** The 0-based number of the one line of the fixture that contains `text`. */
function lineOf(text: string): number {
  const found = lines.flatMap((line, index) => (line.includes(text) ? [index] : []));
  if (found.length !== 1) throw new Error(`the fixture has ${found.length} lines with ${text}`);
  return found[0] as number;
}

describe('a name in the docs’ code links to the library export or member it means, and a look-alike to nothing', () => {
  it.each([
    [
      'HealthCheck as Check',
      [
        'HealthCheck → /api/HealthCheck',
        'Check → /api/HealthCheck',
        'SimpleHealthIndicator → /api/SimpleHealthIndicator',
      ],
    ],
    ['export const check = new Check(', ['Check → /api/HealthCheck']],
    ['check.getHealth()', ['getHealth → /api/HealthCheck#getHealth']],
    ['import type {HealthResult}', ['HealthResult → /api/HealthResult']],
    ['const {Actuator} = await import(', ['Actuator → /api/Actuator']],
    ['return new Actuator(new library.HealthCheck', ['Actuator → /api/Actuator', 'HealthCheck → /api/HealthCheck']],
    ['const HealthCheck = 1;', []],
    ['return HealthCheck + 1;', []],
  ])('the line with %j: %j', (text, expected) => {
    const line = lines[lineOf(text)] ?? '';
    const links = linked[line]?.flatMap(([start, end, , to]) => (to ? [`${line.slice(start, end)} → ${to}`] : []));
    expect((links ?? []).sort()).toEqual([...expected].sort());
  });

  it('gives no link to a line that reads the same in two scopes with different meanings, rather than a wrong one', () => {
    const same = lines.filter((line) => line === '    return new Check([]);');
    expect(same, 'the fixture has the line twice').toHaveLength(2);
    const referring = references.filter((reference) => lines[reference.line] === same[0]);
    expect(referring, 'one refers to the library').toHaveLength(1);
    expect(linked[same[0] ?? '']?.some(([, , , to]) => to)).toBeFalsy();
  });
});

// The fixture imports the library as a namespace too: the compiler then names its types through it. The doc
// sentence of an imported name is quick-info.test's (Actuator, getInfo).
describe('a name of the library or the docs gets its declaration as quick info, a name of other typings none', () => {
  it.each([
    [
      'export const check = new Check(',
      'Check',
      '(alias) new Check(healthIndicators: library.HealthIndicator[]): library.HealthCheck\nimport Check',
    ],
    ['const Check = Array;', 'Check', 'const Check: ArrayConstructor'],
    ['const Check = Array;', 'Array', undefined],
    ['async (): Promise<HealthResult>', 'Promise', undefined],
    ['async (): Promise<HealthResult>', 'HealthResult', '(alias) interface HealthResult\nimport HealthResult'],
  ])('the line with %j: %s is %j', (text, name, declaration) => {
    const info = quickInfo.find(({line, start}) => line === lineOf(text) && start === lines[line]?.indexOf(name));
    expect(info?.declaration).toBe(declaration);
  });
});
