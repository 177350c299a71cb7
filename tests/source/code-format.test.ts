import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {type CodeBlock, codeBlocksOf, docPages, includedFile, repoRoot} from '../../plugins/doc-code/pages';
import {tsdocExamples} from './support/tsdoc-examples';

/**
 * Code a reader sees (docs code blocks, example files, TSDoc examples) is in
 * one style, Biome's as configured for examples/ in biome.json, at a line
 * width that fits the text column at 1280 px: 671 px of code box at 9.11 px
 * a character holds 73 columns (measured, Liberation Mono at 15.2 px).
 */
const biomeConfig = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf-8')) as {
  overrides: {includes: string[]; formatter?: {lineWidth?: number}}[];
};
const READER_LINE_WIDTH = biomeConfig.overrides.find((override) => override.includes.includes('examples/**'))?.formatter
  ?.lineWidth;

/** Languages Biome formats, by the file extension it needs to know them. */
const FORMATTED: Record<string, string> = {ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', json: 'json'};

/** The block as Biome formats it in examples/ (so with the reader line width). */
function formatted(block: CodeBlock): string {
  const result = spawnSync(
    join(repoRoot, 'node_modules', '.bin', 'biome'),
    ['format', `--stdin-file-path=examples/snippet.${FORMATTED[block.lang]}`],
    {input: `${block.code}\n`, encoding: 'utf-8', cwd: repoRoot},
  );
  if (result.status !== 0) throw new Error(`${block.file}:${block.line}: Biome cannot format it\n${result.stderr}`);
  return result.stdout.replace(/\n$/, '');
}

const where = (block: CodeBlock) => `${block.file}:${block.line}`;
const pageBlocks = docPages()
  .flatMap(codeBlocksOf)
  .filter((block) => !includedFile(block));
const tsdocBlocks = tsdocExamples().flatMap(({blocks}) => blocks);
const exampleFiles = readdirSync(join(repoRoot, 'examples')).map((name) => join('examples', name));

function longLines(label: string, code: string) {
  return code
    .split('\n')
    .map((line, index) => ({line, at: `${label} line ${index + 1}`}))
    .filter(({line}) => line.length > (READER_LINE_WIDTH ?? 0))
    .map(({at, line}) => `${at}: ${line.length} columns`);
}

describe('code that fits the column at 1280 px', () => {
  it('takes its line width from the examples/ override in biome.json, no wider than the 73 columns that fit', () => {
    expect(READER_LINE_WIDTH).toBeGreaterThanOrEqual(60);
    expect(READER_LINE_WIDTH).toBeLessThanOrEqual(73);
  });

  it('finds the page blocks, TSDoc examples and example files it checks', () => {
    expect(pageBlocks.filter((block) => block.lang in FORMATTED).length).toBeGreaterThanOrEqual(15);
    expect(tsdocBlocks.length).toBeGreaterThanOrEqual(10);
    expect(exampleFiles).toEqual(expect.arrayContaining(['examples/node-http.ts', 'examples/kubernetes.yaml']));
  });

  it('formats every TypeScript, JavaScript and JSON block of the pages and of the TSDoc examples as Biome does', () => {
    const unformatted = [...pageBlocks, ...tsdocBlocks]
      .filter((block) => block.lang in FORMATTED)
      .filter((block) => formatted(block) !== block.code)
      .map(where);
    expect(unformatted, 'run Biome on these blocks (npx biome format --stdin-file-path=examples/x.ts)').toEqual([]);
  });

  it('keeps every line of page blocks (text and shell included), TSDoc examples and example files within the width', () => {
    const tooLong = [
      ...[...pageBlocks.filter((block) => block.lang !== 'text'), ...tsdocBlocks].flatMap((block) =>
        longLines(where(block), block.code),
      ),
      ...exampleFiles.flatMap((file) => longLines(file, readFileSync(join(repoRoot, file), 'utf-8'))),
    ];
    expect(tooLong).toEqual([]);
  });
});
