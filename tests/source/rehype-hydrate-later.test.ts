import type {Element, Root} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import rehypeHydrateLater from '../../plugins/rehype-hydrate-later';

function transform(tree: Root): Root {
  rehypeHydrateLater()(tree);
  return tree;
}

const paragraph: Element = {type: 'element', tagName: 'p', properties: {}, children: [{type: 'text', value: 'Hi'}]};
const tabs: MdxJsxFlowElementHast = {type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: []};

describe('rehype-hydrate-later: each top-level block of a doc hydrates in its own turn', () => {
  it('wraps every top-level element and JSX block in exactly one HydrateLater', () => {
    const tree = transform({type: 'root', children: [paragraph, tabs]} as Root);
    expect(tree.children).toEqual([
      {type: 'mdxJsxFlowElement', name: 'HydrateLater', attributes: [], children: [paragraph]},
      {type: 'mdxJsxFlowElement', name: 'HydrateLater', attributes: [], children: [tabs]},
    ]);
  });

  it('leaves imports, exports, expressions and the text between blocks unwrapped', () => {
    const esm = {type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';"};
    const expression = {type: 'mdxFlowExpression', value: 'toc.length'};
    const newline = {type: 'text', value: '\n'};
    const children = [esm, newline, expression, newline];
    expect(transform({type: 'root', children} as Root).children).toEqual(children);
  });

  it('does not wrap blocks nested inside a top-level block', () => {
    const list: Element = {type: 'element', tagName: 'ul', properties: {}, children: [{...paragraph, tagName: 'li'}]};
    const [wrapped] = transform({type: 'root', children: [list]} as Root).children;
    expect(wrapped).toEqual({type: 'mdxJsxFlowElement', name: 'HydrateLater', attributes: [], children: [list]});
  });
});
