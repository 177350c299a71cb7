import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

/** The site's folder: every path below is relative to it. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** A fenced code block of a docs page. */
export interface CodeBlock {
  /** The page, relative to the repository root. */
  file: string;
  /** 1-based line of the first line of code (the line after the opening fence). */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

export const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' && dir.endsWith('docs') ? [] : walk(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** The hand-written pages under docs/ (the generated docs/api is left out). */
export function docPages(): string[] {
  return walk(join(repoRoot, 'docs'))
    .map((path) => relative(repoRoot, path))
    .sort();
}

/** Every fenced code block of one page, indentation removed. */
export function codeBlocksOf(file: string): CodeBlock[] {
  return fencedBlocks(file, readFileSync(join(repoRoot, file), 'utf-8').split('\n'));
}

/** Every fenced code block in the lines of `file` (line 1 first), indentation removed. */
export function fencedBlocks(file: string, lines: string[]): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j] ?? '').trim().startsWith(fence)) {
      body.push((lines[j] ?? '').slice(indent.length));
      j++;
    }
    if (j === lines.length) throw new Error(`${file}:${i + 1}: code fence never closed`);
    blocks.push({file, line: i + 2, lang, meta: meta.trim(), code: body.join('\n')});
    i = j;
  }
  return blocks;
}

/** The file a block is filled from at build time (```ts file=examples/x.ts), if any. */
export function includedFile(block: CodeBlock): string | undefined {
  return /(?:^|\s)file=(\S+)/.exec(block.meta)?.[1];
}
