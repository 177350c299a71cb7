import type {Element, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

/**
 * Wraps each top-level block of a doc page (a heading, a paragraph, a list,
 * a code block, an admonition, tabs…) in `<HydrateLater>`, which the site's
 * MDX components provide (src/theme/MDXComponents.tsx).
 *
 * In the browser, each block then hydrates in a task of its own after the
 * page's frame (src/components/HydrateLater), instead of a whole long page
 * hydrating in one task that blocks input on a phone. On the server and in
 * `npm start`, `HydrateLater` renders its child as it is: the HTML does not
 * change. A top-level block is always one element, which is what a subtree
 * waiting its turn must render.
 */
export default function rehypeHydrateLater() {
  return (tree: Root): void => {
    tree.children = tree.children.map(wrapBlock);
  };
}

function wrapBlock(node: RootContent): RootContent {
  if (node.type !== 'element' && node.type !== 'mdxJsxFlowElement') return node;
  const wrapper: MdxJsxFlowElementHast = {
    type: 'mdxJsxFlowElement',
    name: 'HydrateLater',
    attributes: [],
    children: [node as Element | MdxJsxFlowElementHast],
  };
  return wrapper as RootContent;
}
