import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {type CodeBlock, codeBlocksOf, docPages, includedFile, repoRoot} from '../../plugins/doc-code/pages';
import {createWorkdir} from '../../library/test/support/workdir';
import {tsdocExamples} from './support/docs';
import {scratch} from './support/reader';

/**
 * Code a reader sees (docs code blocks, example files, TSDoc examples) is in one style, Biome's as configured for
 * examples/ in biome.json, at a line width that fits the text column at 1280 px: 671 px of code box at 9.11 px a
 * character holds 73 columns (measured, Liberation Mono at 15.2 px).
 */
const biomeConfig = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf-8')) as {
  overrides: {includes: string[]; formatter?: {lineWidth?: number}}[];
};
const width = biomeConfig.overrides.find(({includes}) => includes.includes('examples/**'))?.formatter?.lineWidth ?? 0;

/** Languages Biome formats, by the file extension it needs to know them. */
const FORMATTED: Record<string, string> = {ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', json: 'json'};

/** The blocks as Biome formats them in examples/: written to files of a scratch project that extends biome.json, formatted in one run. */
function formatted(blocks: CodeBlock[]): string[] {
  const config = {root: true, extends: [join(repoRoot, 'biome.json')], vcs: {enabled: false}};
  const files = blocks.map((block, index) => [`examples/${index}.${FORMATTED[block.lang]}`, `${block.code}\n`]);
  const {path} = scratch(createWorkdir({'biome.json': config, ...Object.fromEntries(files)}));
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'biome'), ['format', '--write', '.'], {cwd: path});
  return files.map(([file = '']) => readFileSync(join(path, file), 'utf-8').replace(/\n$/, ''));
}

const where = (block: CodeBlock) => `${block.file}:${block.line}`;
const pageBlocks = docPages()
  .flatMap(codeBlocksOf)
  .filter((block) => !includedFile(block));
const tsdocBlocks = tsdocExamples().flatMap(({blocks}) => blocks);
const exampleFiles = readdirSync(join(repoRoot, 'examples')).map((name) => join('examples', name));
const longLines = (label: string, code: string) =>
  code
    .split('\n')
    .flatMap((line, index) => (line.length > width ? [`${label} line ${index + 1}: ${line.length} columns`] : []));

describe('code a reader sees is formatted as Biome formats examples/, and fits the column at 1280 px', () => {
  it('formats every TypeScript, JavaScript and JSON block of the pages and of the TSDoc examples as Biome does', () => {
    const checked = [...pageBlocks, ...tsdocBlocks].filter((block) => block.lang in FORMATTED);
    expect(checked.length).toBeGreaterThanOrEqual(25);
    const expected = formatted(checked);
    const unformatted = checked.filter((block, index) => expected[index] !== block.code).map(where);
    expect(unformatted, 'run Biome on these blocks (npx biome format --stdin-file-path=examples/x.ts)').toEqual([]);
  });

  it('keeps every line of page blocks (text and shell included), TSDoc examples and example files within the width', () => {
    expect(exampleFiles).toEqual(expect.arrayContaining(['examples/node-http.ts', 'examples/kubernetes.yaml']));
    const tooLong = [
      ...[...pageBlocks.filter((block) => block.lang !== 'text'), ...tsdocBlocks].flatMap((block) =>
        longLines(where(block), block.code),
      ),
      ...exampleFiles.flatMap((file) => longLines(file, readFileSync(join(repoRoot, file), 'utf-8'))),
    ];
    expect(tooLong).toEqual([]);
  });
});
