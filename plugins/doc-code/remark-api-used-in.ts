import {relative} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {BlockContent, Code, Heading, List, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString as plainText} from 'mdast-util-to-string';
import type {VFile} from 'vfile';
import {apiTargets} from './api-targets';
import {CODE_LINKS_PROP} from './code-links';
import {repoRoot} from './pages';
import {type Use, usesOf} from './used-in';

/** The heading of the section, and so its anchor (`used-in-the-guides`). */
export const USED_IN_HEADING = 'Used in the guides';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = (url: string, label: string): PhrasingContent => ({type: 'link', url, children: [text(label)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/** The anchor of the page's "Example" section (TypeDoc's heading for `@example`), if it has one. */
function exampleAnchor(tree: Root): string | undefined {
  const slugger = createSlugger();
  const ids = tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((heading) => ({text: plainText(heading), id: slugger.slug(plainText(heading))}));
  return ids.find(({text}) => /^Examples?$/.test(text))?.id;
}

/** One use: a link to the section, then its excerpt, the lines that use the export highlighted. */
function useItem({to, label, excerpt}: Use): List['children'][number] {
  const children: BlockContent[] = [paragraph(link(to, label))];
  if (!excerpt) children.push(paragraph(text(': the same lines as an excerpt above.')));
  else {
    const meta = [
      excerpt.title && `title=${JSON.stringify(excerpt.title)}`,
      excerpt.highlighted.length > 0 && `{${excerpt.highlighted.join(',')}}`,
    ];
    const code: Code = {
      type: 'code',
      lang: excerpt.lang,
      meta: meta.filter(Boolean).join(' '),
      value: excerpt.code,
      data: {hProperties: {[CODE_LINKS_PROP]: JSON.stringify(excerpt.links)}},
    };
    children.push(code);
  }
  return {type: 'listItem', spread: false, children};
}

/** Styled by `.used-in` (src/css/custom.css): no indent, so excerpts keep the column's 72 columns. */
const list = (uses: Use[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: uses.map(useItem),
  data: {hProperties: {className: ['used-in']}},
});

/** A native disclosure: it opens without JavaScript and from the keyboard (the theme's Details renders it). */
function details(summary: string, content: List): MdxJsxFlowElement {
  // As MDX leaves a one-line `<summary>…</summary>`: its text right inside, which mdast's types do not foresee.
  const summaryElement = {type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [text(summary)]};
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'used-in'}],
    children: [summaryElement as unknown as MdxJsxFlowElement, content],
  };
}

function usedInSection(exportName: string, example: string | undefined): RootContent[] {
  const heading: Heading = {type: 'heading', depth: 2, children: [text(USED_IN_HEADING)]};
  const name: PhrasingContent = {type: 'inlineCode', value: exportName};
  const [first, ...more] = usesOf(exportName);
  if (first === undefined) {
    const pointer = example ? [text(': see '), link(`#${example}`, 'its example'), text(' above.')] : [text('.')];
    return [heading, paragraph(text('No guide or example uses '), name, text(' yet'), ...pointer)];
  }
  const intro =
    more.length === 0
      ? [text('This section uses '), name, text('; its excerpt starts at the first use:')]
      : [text(`These ${more.length + 1} sections use `), name, text('; each excerpt starts at the first use:')];
  const rest = more.length > 0 ? [details(`More examples (${more.length})`, list(more))] : [];
  return [heading, paragraph(...intro), list([first]), ...rest];
}

/**
 * Ends each export's API page with "Used in the guides": every section of
 * the hand-written pages whose code uses the export (./used-in.ts), linked,
 * with a short excerpt from the first use, verbatim and highlighted. The
 * first is shown, the others are behind a "More examples" disclosure, as
 * rustdoc does with scraped examples. An export nothing uses says so.
 */
export default function remarkApiUsedIn() {
  return (tree: Root, file: VFile): void => {
    const exportName = apiTargets().exportOfPage(relative(repoRoot, file.path));
    if (exportName !== undefined) tree.children.push(...usedInSection(exportName, exampleAnchor(tree)));
  };
}
