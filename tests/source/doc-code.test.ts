import {describe, expect, it} from 'vitest';
import {codeBlocksOf, docPages, includedFile} from '../../plugins/doc-code/blocks';
import {exampleFiles, librarySources} from '../../plugins/doc-code/library-code';
import {typeCheck} from './support/typecheck';

// One compiler program with @types/node, Express and Fastify: seconds, more on a busy machine.
const TYPECHECK_TIMEOUT = 120_000;

const blocks = docPages().flatMap(codeBlocksOf);
const sources = librarySources();

describe('code in the docs compiles against the library source (strict TypeScript)', () => {
  it('finds the blocks and example files it is meant to check', () => {
    const inlineBlocks = sources.filter((source) => source.file.startsWith('docs/'));
    expect(inlineBlocks.length).toBeGreaterThanOrEqual(10);
    expect(sources.map((source) => source.file)).toEqual(
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
    'every library-importing code block and every example file type-checks',
    () => {
      const errors = typeCheck(sources.map((source) => ({...source, origin: source.file, lineOffset: source.line})));
      expect(errors, `Code in the docs does not compile:\n${errors.join('\n')}`).toEqual([]);
    },
    TYPECHECK_TIMEOUT,
  );

  it('every block filled from a file names a file that exists', () => {
    const files = new Set(exampleFiles());
    const missing = blocks
      .filter((block) => includedFile(block) !== undefined && !files.has(includedFile(block) ?? ''))
      .map((block) => `${block.file}:${block.line - 1} file=${includedFile(block)}`);
    expect(missing).toEqual([]);
  });
});
