import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf, docPages, includedFile, parsePage, repoRoot} from '../../plugins/doc-code/pages';
import {exampleFiles, librarySources, SCRIPT_EXTENSIONS} from '../../plugins/doc-code/pages';
import {libraryExports} from '../support/library-exports';
import {tsdocExamples} from './support/tsdoc-examples';
import {type Snippet, typeCheck} from './support/typecheck';

// One compiler program with @types/node, Express and Fastify: seconds, more on a busy machine.
const TYPECHECK_TIMEOUT = 120_000;

const blocks = docPages().flatMap(codeBlocksOf);
/** Library-importing blocks written in pages, and the example files (plugins/doc-code); TypeDoc's pages, if built, show the TSDoc examples below. */
const sources = librarySources().filter((source) => !source.file.startsWith('docs/api/'));

/** The code of the library's TSDoc examples, which TypeDoc shows on the API pages. */
const examples = tsdocExamples();
const exampleBlocks = examples.flatMap(({blocks}) => blocks).filter((block) => block.lang in SCRIPT_EXTENSIONS);

describe('code in the docs compiles against the library source (strict TypeScript)', () => {
  it('finds the blocks, example files and TSDoc examples it is meant to check', () => {
    const inlineBlocks = sources.filter((source) => source.file.startsWith('docs/'));
    expect(inlineBlocks.length).toBeGreaterThanOrEqual(10);
    expect(exampleBlocks.length).toBeGreaterThanOrEqual(libraryExports().length);
    expect(sources.map((source) => source.file)).toEqual(
      expect.arrayContaining([
        'examples/node-http.ts',
        'examples/express.ts',
        'examples/fastify.ts',
        'examples/bun.ts',
        'examples/deno.ts',
        'static/SKILL.md',
      ]),
    );
  });

  it(
    'every library-importing code block, every example file and every TSDoc example type-checks',
    () => {
      const snippets: Snippet[] = [
        ...sources.map((source) => ({...source, origin: source.file, lineOffset: source.line})),
        ...exampleBlocks.map((block) => ({
          fileName: join(repoRoot, `${block.file}.L${block.line}.${SCRIPT_EXTENSIONS[block.lang]}`),
          origin: block.file,
          lineOffset: block.line,
          code: block.code,
        })),
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
    const withoutCode = examples.filter(({blocks}) => !blocks.some((block) => block.lang in SCRIPT_EXTENSIONS));
    expect(
      withoutCode.map(({file, line}) => `${file}:${line}`),
      fix,
    ).toEqual([]);
  });

  it('every block filled from a file names an example or a sample response that exists', () => {
    const files = new Set(exampleFiles());
    const exists = (file = '') =>
      files.has(file) || (file.startsWith('src/data/samples/') && existsSync(join(repoRoot, file)));
    const missing = blocks
      .filter((block) => includedFile(block) !== undefined && !exists(includedFile(block)))
      .map((block) => `${block.file}:${block.line - 1} file=${includedFile(block)}`);
    expect(missing).toEqual([]);
  });
});

describe('pages are read as Docusaurus reads them', () => {
  it('an explicit heading id ({#custom-id}) parses, and is the anchor of the code under it', () => {
    const text = [
      '# Page',
      '',
      '## Keep it short {#short}',
      '',
      '```ts',
      'const a = 1;',
      '```',
      '',
      '## Keep it short',
      '',
    ];
    const page = parsePage('docs/heading-ids.mdx', text.join('\n'));
    expect(page.sections.map(({text, id}) => ({text, id}))).toEqual([
      {text: 'Keep it short', id: 'short'},
      {text: 'Keep it short', id: 'keep-it-short'},
    ]);
    expect(page.blocks.map(({line, code}) => ({line, code}))).toEqual([{line: 6, code: 'const a = 1;'}]);
  });
});
