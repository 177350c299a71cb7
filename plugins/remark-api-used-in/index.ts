import {relative} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {apiTargets} from '../doc-code/api-targets';
import {repoRoot} from '../doc-code/blocks';
import {CODE_LINKS_PROP} from '../doc-code/code-links';
import {type Use, usesOf} from '../doc-code/used-in';

interface Node {
  type: string;
  value?: string;
  depth?: number;
  children?: Node[];
  [field: string]: unknown;
}

/** The heading of the section, and so its anchor (`used-in-the-guides`). */
export const USED_IN_HEADING = 'Used in the guides';

const text = (value: string): Node => ({type: 'text', value});
const inlineCode = (value: string): Node => ({type: 'inlineCode', value});
const link = (url: string, label: string): Node => ({type: 'link', url, children: [text(label)]});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});

function plainText(node: Node): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

/** The anchor of the page's "Example" section (TypeDoc's heading for `@example`), if it has one. */
function exampleAnchor(tree: Node): string | undefined {
  const slugger = createSlugger();
  for (const node of tree.children ?? []) {
    if (node.type !== 'heading') continue;
    const id = slugger.slug(plainText(node));
    if (/^Examples?$/.test(plainText(node))) return id;
  }
  return undefined;
}

/** One use: a link to the section, then its excerpt, the lines that use the export highlighted. */
function useItem({to, label, excerpt}: Use): Node {
  if (!excerpt) {
    return listItem(paragraph(link(to, label), text(': the same lines as an excerpt above.')));
  }
  const meta = [
    excerpt.title && `title=${JSON.stringify(excerpt.title)}`,
    excerpt.highlighted.length > 0 && `{${excerpt.highlighted.join(',')}}`,
  ].filter(Boolean);
  const code: Node = {
    type: 'code',
    lang: excerpt.lang,
    meta: meta.join(' '),
    value: excerpt.code,
    data: {hProperties: {[CODE_LINKS_PROP]: JSON.stringify(excerpt.links)}},
  };
  return listItem(paragraph(link(to, label)), code);
}

const listItem = (...children: Node[]): Node => ({type: 'listItem', spread: false, children});
/** Styled by `.used-in` (src/css/custom.css): no indent, so excerpts keep the column's 72 columns. */
const list = (uses: Use[]): Node => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: uses.map(useItem),
  data: {hProperties: {className: 'used-in'}},
});

/** A native disclosure, so it opens without JavaScript and from the keyboard (the theme's Details renders it). */
const details = (summary: string, ...children: Node[]): Node => ({
  type: 'mdxJsxFlowElement',
  name: 'details',
  attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'used-in'}],
  children: [{type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [text(summary)]}, ...children],
});

function usedInSection(exportName: string, example: string | undefined): Node[] {
  const heading: Node = {type: 'heading', depth: 2, children: [text(USED_IN_HEADING)]};
  const [first, ...more] = usesOf(exportName);
  if (first === undefined) {
    const pointer = example ? [text(': see '), link(`#${example}`, 'its example'), text(' above.')] : [text('.')];
    return [heading, paragraph(text('No guide or example uses '), inlineCode(exportName), text(' yet'), ...pointer)];
  }
  const [sections, excerpts] =
    more.length === 0
      ? ['This section uses ', 'its excerpt starts']
      : [`These ${more.length + 1} sections use `, 'each excerpt starts'];
  return [
    heading,
    paragraph(text(sections), inlineCode(exportName), text(`; ${excerpts} at the first use:`)),
    list([first]),
    ...(more.length > 0 ? [details(`More examples (${more.length})`, list(more))] : []),
  ];
}

/**
 * Ends the API page of each export of the library with a "Used in the
 * guides" section: every section of the hand-written pages whose code
 * uses the export (plugins/doc-code/used-in.ts), linked to its heading, with
 * a short excerpt from the first use, verbatim and highlighted. The first is
 * shown; the others are behind a "More examples" disclosure, as rustdoc does
 * with scraped examples. An export that nothing uses says so and points to
 * its TSDoc example.
 *
 * A remark step on the generated pages rather than a TypeDoc plugin: the
 * uses come from the TypeScript compiler over the docs' code, which the
 * docs' own pages need for their links too, in this same process; TypeDoc
 * runs in a worker thread of its own (plugins/typedoc). TypeDoc tells where
 * each export's page is (plugins/typedoc-api-targets).
 */
export default function remarkApiUsedIn() {
  return (tree: Node, file: {path?: string}): void => {
    const page = relative(repoRoot, file.path ?? '');
    if (!page.startsWith('docs/api/')) return;
    const exportName = apiTargets().exportOfPage(page);
    if (exportName === undefined) return;
    tree.children = [...(tree.children ?? []), ...usedInSection(exportName, exampleAnchor(tree))];
  };
}
