import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Nodes, Root} from 'mdast';
import {toString as plainText} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {packageName} from '../../site-facts.mjs';

/** The site's folder, which every path below is relative to (tsx, from an .mts script, sets `__filename` only). */
export const repoRoot = join(dirname(__filename), '..', '..');

const parsedJson = new Map<string, {text: string; value: unknown}>();
/** A JSON file of the site, parsed again only when its text changed (a page reads its version's data per block). */
export function readJson<T>(file: string): T {
  const text = readFileSync(join(repoRoot, file), 'utf-8');
  if (parsedJson.get(file)?.text !== text) parsedJson.set(file, {text, value: JSON.parse(text)});
  return parsedJson.get(file)?.value as T;
}

/** `line`: the 1-based line of the block's first line of code. */
export type CodeBlock = {file: string; line: number; lang: string; meta: string; code: string};
type Page = {text: string; blocks: CodeBlock[]; sections: {line: number; text: string; id: string}[]; fields: string[]};

// The parsers Docusaurus's MDX loader starts with: Markdown and front matter, and MDX for .mdx files.
export const markdown = unified().use(remarkParse).use(remarkFrontmatter);
export const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
const parsed = new Map<string, Page>();

/** A page's code blocks, headings below its title (with their anchors) and response tables, parsed once per text. */
export function parsePage(file: string, text = readFileSync(join(repoRoot, file), 'utf-8')): Page {
  if (parsed.get(file)?.text === text) return parsed.get(file) as Page;
  const page: Page = {text, blocks: [], sections: [], fields: []};
  const slugger = createSlugger();
  // As Docusaurus's MDX loader does: `## Title {#custom-id}` is escaped, and the id is the heading's anchor.
  visit((file.endsWith('.mdx') ? mdx : markdown).parse(escapeMarkdownHeadingIds(text)) as Root, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code')
      page.blocks.push({file, line: line + 1, lang: node.lang ?? '', meta: node.meta ?? '', code: node.value});
    if (node.type === 'heading' && node.depth > 1) {
      const heading = parseMarkdownHeadingId(plainText(node));
      page.sections.push({line, text: heading.text, id: heading.id ?? slugger.slug(heading.text)});
    }
    const method = responseFieldsOf(node);
    if (method) page.fields.push(method);
  });
  parsed.set(file, page);
  return page;
}

export const codeBlocksOf = (file: string) => parsePage(file).blocks;

/** The method whose response a `<ResponseFields of="Actuator.getInfo" />` (its one attribute) documents. */
export const responseFieldsOf = (node: Nodes) =>
  node.type === 'mdxJsxFlowElement' && node.name === 'ResponseFields' ? String(node.attributes[0]?.value) : undefined;

/** The files under a folder (of the site, or absolute), relative to it, sorted; none if it does not exist. */
export const filesUnder = (dir: string, root = resolve(repoRoot, dir)): string[] =>
  (existsSync(root) ? readdirSync(root, {recursive: true, withFileTypes: true}) : [])
    .flatMap((entry) => (entry.isFile() ? [relative(root, join(entry.parentPath, entry.name))] : []))
    .sort();

/** A version's hand-written pages (docs/ or versioned_docs/version-x/), and with `api` TypeDoc's under api/ too. */
export const docPages = (api = false, dir = 'docs'): string[] =>
  filesUnder(dir)
    .filter((path) => /\.mdx?$/.test(path) && (api || !path.startsWith('api/')))
    .map((path) => join(dir, path));

/** The file remark-code-import fills a block from (```ts file=<rootDir>/examples/x.ts), relative to the root. */
export const includedFile = (block: Pick<CodeBlock, 'meta'>): string | undefined =>
  /(?:^|\s)file=<rootDir>\/(\S+)/.exec(block.meta)?.[1];

export const exampleFiles = (): string[] => filesUnder('examples').map((name) => `examples/${name}`);

/** Fence languages checked as code, and the extension the compiler reads each as. */
export const SCRIPT_EXTENSIONS: Record<string, string> = {ts: 'ts', js: 'js'};

/**
 * The docs' code importing the library: blocks of the pages (TypeDoc's too) and of the agent skill, then examples/*.ts;
 * `fileName` is the path the compiler knows it by.
 */
export function librarySources() {
  const blocks = [...docPages(true), 'plugins/agent-discovery/SKILL.md']
    .flatMap(codeBlocksOf)
    .filter((block) => block.lang in SCRIPT_EXTENSIONS && !includedFile(block))
    .filter((block) => [`'${packageName}'`, `"${packageName}"`].some((name) => block.code.includes(name)))
    .map(({file, line, lang, code, meta}) => {
      const title = /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1];
      // A titled file sits beside its page under its title, where the page's other files it imports are.
      const fileName = /^[\w-]+\.ts$/.test(title ?? '')
        ? join(repoRoot, dirname(file), title ?? '')
        : join(repoRoot, `${file}.L${line}.${SCRIPT_EXTENSIONS[lang]}`);
      return {file, line, lang, code, title, fileName};
    });
  const examples = exampleFiles().filter((file) => file.endsWith('.ts'));
  const example = (file: string) => ({file, line: 1, lang: 'ts', code: readFileSync(join(repoRoot, file), 'utf-8')});
  return [...blocks, ...examples.map((file) => ({...example(file), title: file, fileName: join(repoRoot, file)}))];
}
