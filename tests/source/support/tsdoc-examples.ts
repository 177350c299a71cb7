import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {type CodeBlock, parsePage, repoRoot} from '../../../plugins/doc-code/pages';

/** An `@example` of a doc comment in library/src, with the fenced code blocks it holds. */
export interface TsdocExample {
  /** The source file, relative to the repository root. */
  file: string;
  /** 1-based line of the `@example` tag. */
  line: number;
  blocks: CodeBlock[];
}

/** Every `@example` in the doc comments of library/src: the examples TypeDoc puts on the API pages. */
export function tsdocExamples(): TsdocExample[] {
  return readdirSync(join(repoRoot, 'library', 'src'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('library', 'src', file))
    .sort()
    .flatMap(examplesOf);
}

/**
 * The examples of one file. Each is read as the lines of the file with only
 * the example's own text left (the comment's leading `*` removed, every
 * other line blank), so that a code block keeps its line in the file.
 */
function examplesOf(file: string): TsdocExample[] {
  const lines = readFileSync(join(repoRoot, file), 'utf-8').split('\n');
  const examples: {line: number; text: string[]}[] = [];
  let current: {line: number; text: string[]} | undefined;
  let inDocComment = false;
  lines.forEach((source, index) => {
    if (!inDocComment) {
      inDocComment = /^\s*\/\*\*(?!.*\*\/)/.test(source);
      return;
    }
    if (/\*\//.test(source)) {
      inDocComment = false;
      current = undefined;
      return;
    }
    const text = source.replace(/^\s*\* ?/, '');
    if (text.startsWith('@')) {
      current = text.startsWith('@example') ? {line: index + 1, text: lines.map(() => '')} : undefined;
      if (current) examples.push(current);
      return;
    }
    if (current) current.text[index] = text;
  });
  return examples.map(({line, text}) => ({
    file,
    line,
    blocks: parsePage(`${file}#L${line}`, text.join('\n')).blocks.map((block) => ({...block, file})),
  }));
}
