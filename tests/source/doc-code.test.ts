import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {libraryExports} from '../support/library-exports';
import {codeBlocksOf, docPages, includedFile, repoRoot} from './support/doc-code-blocks';
import {tsdocExamples} from './support/tsdoc-examples';
import {type Snippet, typeCheck} from './support/typecheck';

const SCRIPT_LANGS: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};
const IMPORTS_LIBRARY = /["']@actuatorjs\/actuatorjs["']/;

// One compiler program with @types/node, Express and Fastify: seconds, more on a busy machine.
const TYPECHECK_TIMEOUT = 120_000;

const blocks = docPages().flatMap(codeBlocksOf);
const examplesDir = readdirSync(join(repoRoot, 'examples')).map((name) => `examples/${name}`);
const exampleFiles = examplesDir.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

/** Code blocks that import the library, written in the page itself. */
const inlineLibraryBlocks = blocks.filter(
  (block) => block.lang in SCRIPT_LANGS && includedFile(block) === undefined && IMPORTS_LIBRARY.test(block.code),
);

/** The code of the library's TSDoc examples, which TypeDoc shows on the API pages. */
const examples = tsdocExamples();
const exampleBlocks = examples.flatMap(({blocks}) => blocks).filter((block) => block.lang in SCRIPT_LANGS);

describe('code in the docs compiles against the library source (strict TypeScript)', () => {
  it('finds the blocks, example files and TSDoc examples it is meant to check', () => {
    expect(inlineLibraryBlocks.length).toBeGreaterThanOrEqual(10);
    expect(exampleBlocks.length).toBeGreaterThanOrEqual(libraryExports().length);
    expect(exampleFiles).toEqual(
      expect.arrayContaining([
        'examples/node-http.ts',
        'examples/express.ts',
        'examples/fastify.ts',
        'examples/bun.ts',
        'examples/deno.ts',
      ]),
    );
  });

  it(
    'every library-importing code block, every example file and every TSDoc example type-checks',
    () => {
      const snippets: Snippet[] = [
        ...[...inlineLibraryBlocks, ...exampleBlocks].map((block) => ({
          fileName: join(repoRoot, `${block.file}.L${block.line}.${SCRIPT_LANGS[block.lang]}`),
          origin: block.file,
          lineOffset: block.line,
          code: block.code,
        })),
        ...exampleFiles.map((file) => ({fileName: join(repoRoot, file), origin: file, lineOffset: 1})),
      ];
      const errors = typeCheck(snippets);
      expect(errors, `Code in the docs or a TSDoc example does not compile:\n${errors.join('\n')}`).toEqual([]);
    },
    TYPECHECK_TIMEOUT,
  );

  it('every export of the library has a TSDoc @example, and every @example a ```ts code block', () => {
    const fix =
      'each export needs an @example with a ```ts block: it is the example of its API page (CONTRIBUTING.md, "Add a library export")';
    const withoutExample = libraryExports().filter(({hasExample}) => !hasExample);
    expect(
      withoutExample.map(({name, file}) => `${name} (${file})`),
      fix,
    ).toEqual([]);
    const withoutCode = examples.filter(({blocks}) => !blocks.some((block) => block.lang in SCRIPT_LANGS));
    expect(
      withoutCode.map(({file, line}) => `${file}:${line}`),
      fix,
    ).toEqual([]);
  });

  it('every block filled from a file names a file that exists', () => {
    const files = new Set(examplesDir);
    const missing = blocks
      .filter((block) => includedFile(block) !== undefined && !files.has(includedFile(block) ?? ''))
      .map((block) => `${block.file}:${block.line - 1} file=${includedFile(block)}`);
    expect(missing).toEqual([]);
  });
});
