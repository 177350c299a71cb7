import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createSlugger} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {toString as plainText} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/** The site's folder: every path below is relative to it. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** A fenced code block of a page. */
export interface CodeBlock {
  /** The page, relative to the repository root. */
  file: string;
  /** 1-based line of the first line of code (the line after the opening fence). */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/** A heading of a page below its title, with the anchor Docusaurus gives it. */
export interface Section {
  /** 1-based line of the heading. */
  line: number;
  text: string;
  id: string;
}

// The parsers the MDX loader runs first: Markdown, front matter, and MDX for .mdx pages.
const markdown = unified().use(remarkParse).use(remarkFrontmatter);
const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

const parsed = new Map<string, {text: string; blocks: CodeBlock[]; sections: Section[]}>();

/** The blocks and sections of a page's Markdown (`text` defaults to the file's content), parsed once per text. */
export function parsePage(file: string, text = readFileSync(join(repoRoot, file), 'utf-8')) {
  const cached = parsed.get(file);
  if (cached?.text === text) return cached;
  const tree: Root = (file.endsWith('.mdx') ? mdx : markdown).parse(text);
  const blocks: CodeBlock[] = [];
  const sections: Section[] = [];
  const slugger = createSlugger();
  visit(tree, ['code', 'heading'], (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code') {
      blocks.push({file, line: line + 1, lang: node.lang ?? '', meta: node.meta ?? '', code: node.value});
    } else if (node.type === 'heading' && node.depth > 1) {
      const text = plainText(node);
      sections.push({line, text, id: slugger.slug(text)});
    }
  });
  parsed.set(file, {text, blocks, sections});
  return {text, blocks, sections};
}

/** Every fenced code block of one page. */
export const codeBlocksOf = (file: string): CodeBlock[] => parsePage(file).blocks;

/** The section a line of the page belongs to: the last heading above it, if any. */
export function sectionAt(file: string, line: number): Section | undefined {
  return parsePage(file)
    .sections.filter((section) => section.line < line)
    .at(-1);
}

/** The hand-written pages under docs/, relative to the repository root (TypeDoc's docs/api left out). */
export function docPages(): string[] {
  return readdirSync(join(repoRoot, 'docs'), {recursive: true, encoding: 'utf8'})
    .map((path) => join('docs', path))
    .filter((path) => /\.mdx?$/.test(path) && !path.startsWith(join('docs', 'api')))
    .sort();
}

/** The file a block is filled from at build time (```ts file=<rootDir>/examples/x.ts), relative to the root. */
export function includedFile(block: CodeBlock): string | undefined {
  return /(?:^|\s)file=<rootDir>\/(\S+)/.exec(block.meta)?.[1];
}
