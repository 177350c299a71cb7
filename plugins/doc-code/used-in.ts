import {join, relative} from 'node:path';
import type {Code, List, ListItem, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString as plainText} from 'mdast-util-to-string';
import {code, listItem, paragraph, text} from './api-changes';
import {API, apiTargets, type DocCodeData, docPage, type Version} from './data';
import {type CodeName, namesOf, type ReferencedSource} from './names';
import {codeBlocksOf, docPages, includedFile, parsePage} from './pages';

const MAX_EXCERPT_LINES = 8;

const link = (url: string, label: string): PhrasingContent => ({type: 'link', url, children: [text(label)]});
/** Styled by `.used-in` (src/css/custom.css): no indent, so excerpts keep the column's 72 columns. */
const list = (children: ListItem[]): List => ({type: 'list', data: {hProperties: {className: ['used-in']}}, children});
const indentOf = (line = '') => line.length - line.trimStart().length;
/** The names of each excerpt made here, for the code info (./remark.ts). */
export const excerptNames = new WeakMap<Code, CodeName[]>();
export const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value}) as const;

/** A native disclosure (the theme's Details); its summary's text right inside it, as MDX leaves a one-line one. */
function details(summary: string, content: List): MdxJsxFlowElement {
  const summaryLine = {type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [text(summary)]};
  const children = [summaryLine as unknown as List, content];
  return {type: 'mdxJsxFlowElement', name: 'details', attributes: [attribute('className', 'used-in')], children};
}

/** An excerpt's lines for a use on `line`: from it (or the line it continues) to the statement's end. */
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

/** An item per section whose code uses the export: a link, and its first excerpt not shown above (imports last). */
function usesOf(data: DocCodeData, version: Version, exportName: string): ListItem[] {
  const [uses, shown] = [new Map<string, ListItem>(), new Set<string>()];
  const excerptOf = (source: ReferencedSource): Code | undefined => {
    const lines = source.code.split('\n');
    const rank = ({inImport, line}: {inImport: boolean; line: number}) =>
      inImport ? 2 : /^\s*[)\]}]/.test(lines[line] ?? '') ? 1 : 0;
    const own = source.references.filter((reference) => reference.exportName === exportName);
    for (const line of new Set(own.sort((a, b) => rank(a) - rank(b) || a.line - b.line).map((use) => use.line))) {
      const [from, to] = excerptRange(lines, line);
      const value = lines.slice(from, to + 1).join('\n');
      if (shown.has(value.trim())) continue;
      shown.add(value.trim());
      const shift = <T extends {line: number}>(found: T[]) =>
        found.filter(({line}) => line >= from && line <= to).map((name) => ({...name, line: name.line - from}));
      const shifted = shift(source.references);
      const highlighted = new Set(shifted.filter((use) => use.exportName === exportName).map((use) => use.line + 1));
      const meta = [source.title && `title=${JSON.stringify(source.title)}`, `{${[...highlighted]}}`];
      const excerpt: Code = {type: 'code', lang: source.lang, value, meta: meta.filter(Boolean).join(' ')};
      excerptNames.set(excerpt, namesOf(shift(source.quickInfo), shifted, apiTargets(data, version)));
      return excerpt;
    }
    return undefined;
  };
  const blocks = docPages(false, version.dir).flatMap(codeBlocksOf);
  for (const source of version.sources()) {
    if (source.file.startsWith(join(version.dir, API))) continue;
    if (!source.references.some((use) => use.exportName === exportName)) continue;
    // Where the source is on the version's pages: itself a page's block, or included by `file=` in blocks.
    const places =
      /\.mdx?$/.test(source.file) && source.file.startsWith(`${version.dir}/`)
        ? [source]
        : blocks.filter((block) => join(version.files, includedFile(block) ?? '.') === source.file);
    for (const {file, line} of places) {
      const above = parsePage(file).sections.filter((at) => at.line < line);
      const section = above.at(-1);
      const {title} = docPage(data, file);
      // A file link from the version's folder, which Docusaurus resolves inside the linking page's version.
      const to = `/${relative(version.dir, file)}${section ? `#${section.id}` : ''}`;
      if (uses.has(to)) continue;
      const excerpt = excerptOf(source);
      const heading = paragraph(link(to, section ? `${title} › ${section.text}` : title));
      if (!excerpt) heading.children.push(text(': the same lines as an excerpt above.'));
      uses.set(to, excerpt ? listItem(heading, excerpt) : listItem(heading));
    }
  }
  return [...uses.values()];
}

/** "Used in the guides": the first use, the others behind "More examples", as rustdoc does. */
export function usedInSection(data: DocCodeData, version: Version, exportName: string, tree: Root): RootContent[] {
  const heading: RootContent = {type: 'heading', depth: 2, children: [text('Used in the guides')]};
  const name = code(exportName);
  const [first, ...more] = usesOf(data, version, exportName);
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
