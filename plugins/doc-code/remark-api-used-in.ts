import {relative} from 'node:path';
import type {Code, Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString as plainText} from 'mdast-util-to-string';
import type {VFile} from 'vfile';
import {type ReferencedSource, referencedLibrarySources} from './names';
import {namesOf} from './code-info';
import {codeBlocksOf, docPages, includedFile, repoRoot, sectionAt} from './pages';
import {API_DIR, type DocCode} from './index';

const MAX_EXCERPT_LINES = 8;
const indentOf = (line = '') => line.length - line.trimStart().length;

/**
 * The lines an excerpt shows for a use on `line` (0-based): from that line, or the one above when the use
 * continues it (`new HealthCheck([`, `x =`, an argument's comma), to the end of the statement, never past a
 * blank line.
 */
function excerptRange(lines: string[], line: number): [from: number, to: number] {
  const from = line > 0 && /[([,=]\s*$|=>\s*$/.test(lines[line - 1] ?? '') ? line - 1 : line;
  const base = indentOf(lines[from]);
  let to = line;
  while (to - from + 1 < MAX_EXCERPT_LINES && to + 1 < lines.length) {
    if (indentOf(lines[to]) <= base && /;\s*$|^\s*[)\]}]/.test(lines[to] ?? '')) break;
    if (lines[to + 1]?.trim() === '' || indentOf(lines[to + 1]) < base) break;
    to++;
  }
  return [from, to];
}

/** The excerpt of `source` at the first use of the export whose lines are not in `shown`: statements first, imports last. */
function excerptOf(docCode: DocCode, source: ReferencedSource, exportName: string, shown: Set<string>) {
  const lines = source.code.split('\n');
  const rank = ({inImport, line}: {inImport: boolean; line: number}) =>
    inImport ? 2 : /^\s*[)\]}]/.test(lines[line] ?? '') ? 1 : 0;
  const uses = source.references.filter((reference) => reference.exportName === exportName);
  for (const line of new Set(uses.sort((a, b) => rank(a) - rank(b) || a.line - b.line).map((use) => use.line))) {
    const [from, to] = excerptRange(lines, line);
    const code = lines.slice(from, to + 1).join('\n');
    if (shown.has(code.trim())) continue;
    shown.add(code.trim());
    const shift = <T extends {line: number}>(found: T[]) =>
      found.filter(({line}) => line >= from && line <= to).map((name) => ({...name, line: name.line - from}));
    const shifted = shift(source.references);
    const highlighted = [...new Set(shifted.filter((use) => use.exportName === exportName).map((use) => use.line + 1))];
    const meta = [source.title && `title=${JSON.stringify(source.title)}`, highlighted.length && `{${highlighted}}`];
    const excerpt: Code = {type: 'code', lang: source.lang, value: code, meta: meta.filter(Boolean).join(' ')};
    return (
      docCode.excerptNames.set(excerpt, namesOf(shift(source.quickInfo), shifted, docCode.apiTargets())) && excerpt
    );
  }
  return undefined;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = (url: string, label: string): PhrasingContent => ({type: 'link', url, children: [text(label)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
/** Styled by `.used-in` (src/css/custom.css): no indent, so excerpts keep the column's 72 columns. */
const list = (children: ListItem[]): List => ({type: 'list', data: {hProperties: {className: ['used-in']}}, children});

/**
 * One item per section of the pages whose code uses the export (a page's block, or an example file where a
 * section includes it), the pages' blocks first: a link, and the first excerpt whose lines no item above
 * shows.
 */
function usesOf(docCode: DocCode, exportName: string): ListItem[] {
  const uses = new Map<string, ListItem>();
  const shown = new Set<string>();
  for (const source of referencedLibrarySources()) {
    if (source.file.startsWith(API_DIR) || !source.references.some((use) => use.exportName === exportName)) continue;
    const places = source.file.startsWith('docs/')
      ? [{file: source.file, line: source.line}]
      : docPages()
          .flatMap(codeBlocksOf)
          .filter((block) => includedFile(block) === source.file);
    for (const {file, line} of places) {
      const section = sectionAt(file, line);
      const {title} = docCode.docPage(file);
      // A link to the page's file, which Docusaurus resolves to its URL under the base URL.
      const to = `/${file}${section ? `#${section.id}` : ''}`;
      if (uses.has(to)) continue;
      const excerpt = excerptOf(docCode, source, exportName, shown);
      const heading = paragraph(link(to, section ? `${title} › ${section.text}` : title));
      if (!excerpt) heading.children.push(text(': the same lines as an excerpt above.'));
      uses.set(to, {type: 'listItem', spread: false, children: excerpt ? [heading, excerpt] : [heading]});
    }
  }
  return [...uses.values()];
}

/** A native disclosure (the theme's Details): it opens without JavaScript and from the keyboard. */
function details(summary: string, content: List): MdxJsxFlowElement {
  // The summary's text right inside it, as MDX leaves a one-line <summary> (mdast's types do not foresee it).
  const summaryLine = {type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [text(summary)]};
  const attributes = [{type: 'mdxJsxAttribute', name: 'className', value: 'used-in'} as const];
  return {type: 'mdxJsxFlowElement', name: 'details', attributes, children: [summaryLine as unknown as List, content]};
}

function usedInSection(docCode: DocCode, exportName: string, tree: Root): RootContent[] {
  const heading: Heading = {type: 'heading', depth: 2, children: [text('Used in the guides')]};
  const name: PhrasingContent = {type: 'inlineCode', value: exportName};
  const [first, ...more] = usesOf(docCode, exportName);
  if (!first) {
    // TypeDoc's heading for @example is "Example"; its anchor is "example".
    const example = tree.children.some((node) => node.type === 'heading' && plainText(node) === 'Example');
    const pointer = example ? [text(': see '), link('#example', 'its example'), text(' above.')] : [text('.')];
    return [heading, paragraph(text('No guide or example uses '), name, text(' yet'), ...pointer)];
  }
  const [who, which] = more.length
    ? [`These ${more.length + 1} sections use `, 'each excerpt starts']
    : ['This section uses ', 'its excerpt starts'];
  const rest = more.length ? [details(`More examples (${more.length})`, list(more))] : [];
  return [heading, paragraph(text(who), name, text(`; ${which} at the first use:`)), list([first]), ...rest];
}

/** Ends each export's API page with "Used in the guides": the first use shown, the others behind "More examples", as rustdoc does. */
export default function remarkApiUsedIn(docCode: DocCode) {
  return (tree: Root, file: VFile): void => {
    const exportName = docCode.apiTargets().exportOfPage(relative(repoRoot, file.path));
    if (exportName !== undefined) tree.children.push(...usedInSection(docCode, exportName, tree));
  };
}
