import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {FENCE, repoRoot} from './blocks';

/** A heading of a docs page, below the page title. */
export interface Section {
  /** 1-based line of the heading in the page's file. */
  line: number;
  depth: number;
  /** The heading as the reader sees it, without Markdown. */
  text: string;
  /** Its anchor: Docusaurus's id, `{#custom}` or slugged from the text as the theme does. */
  id: string;
}

const HEADING = /^(#{2,6})\s+(.*?)\s*#*\s*$/;
const CUSTOM_ID = /\s*\{#([^}]+)\}$/;

/** Heading text as the reader sees it: inline code, emphasis and link syntax removed. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** The headings of a page outside its code blocks, in order, with the anchors Docusaurus gives them. */
export function sectionsOf(file: string): Section[] {
  const lines = readFileSync(join(repoRoot, file), 'utf-8').split('\n');
  const slugger = createSlugger();
  const sections: Section[] = [];
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const open = FENCE.exec(line);
    if (fence !== undefined) {
      if (line.trim().startsWith(fence)) fence = undefined;
      return;
    }
    if (open) {
      fence = open[2];
      return;
    }
    const heading = HEADING.exec(line);
    if (!heading) return;
    const [, hashes = '', raw = ''] = heading;
    const custom = CUSTOM_ID.exec(raw)?.[1];
    const text = plainText(raw.replace(CUSTOM_ID, ''));
    sections.push({line: index + 1, depth: hashes.length, text, id: custom ?? slugger.slug(text)});
  });
  return sections;
}

/** The section a line of the page belongs to: the last heading above it, if any. */
export function sectionAt(file: string, line: number): Section | undefined {
  return sectionsOf(file)
    .filter((section) => section.line < line)
    .at(-1);
}

/** The page's title: `title` in its front matter, else its first heading. */
export function titleOf(file: string): string {
  const source = readFileSync(join(repoRoot, file), 'utf-8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m
    .exec(frontMatter)?.[1]
    ?.trim()
    .replace(/^(["'])(.*)\1$/, '$2');
  return title ?? plainText(/^#\s+(.+)$/m.exec(source)?.[1] ?? file);
}

/**
 * The site path of a docs page, without the base URL: `docs/main/guides/health.mdx`
 * is `/docs/main/guides/health` and `docs/index.mdx` is `/docs` (the docs
 * plugin serves docs/ at /docs, and no page here sets a slug of its own).
 */
export function routeOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
}
