import type {Root, RootContent} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';
import {referencedLibrarySources} from './names';
import {codeInfoOf, namesOf} from './code-info';
import type {DocCode} from './index';
import {includedFile, responseFieldsOf} from './pages';
import {fieldsProps, sampleKeyInfo} from './response-fields';

// `import CodeInfo from '@site/src/components/CodeInfo'`: the page loads it with its own chunks (./index.ts).
const source = {type: 'Literal', value: '@site/src/components/CodeInfo'};
const specifiers = [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'CodeInfo'}}];
const estree = {type: 'Program', sourceType: 'module', body: [{type: 'ImportDeclaration', specifiers, source}]};
const importCodeInfo = {type: 'mdxjsEsm', value: '', data: {estree}} as unknown as RootContent;

/**
 * Gives each block of the docs' library code (known by its code, once remark-code-import filled it) its names'
 * quick info and API links, each sample response its keys' rows (./response-fields.ts), each "Used in" excerpt
 * the names ./remark-api-used-in.ts gave it; the code stays as written.
 */
export default function remarkCodeInfo(docCode: DocCode) {
  return (tree: Root): void => {
    const sources = new Map(referencedLibrarySources().map((source) => [source.code.trimEnd(), source]));
    let wrapped = false;
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const method = responseFieldsOf(node);
      if (method && node.type === 'mdxJsxFlowElement') node.attributes.push(fieldsProps(docCode, method));
      if (node.type !== 'code') return undefined;
      const source = sources.get(node.value.trimEnd());
      const sample = includedFile({meta: node.meta ?? ''})?.match(/^src\/data\/samples\/.+\.json$/)?.[0];
      const keys = sample ? sampleKeyInfo(docCode, node.value, sample) : [];
      const names =
        docCode.excerptNames.get(node) ??
        (source ? namesOf(source.quickInfo, source.references, docCode.apiTargets()) : keys);
      if (names.length === 0) return undefined;
      const attributes: MdxJsxAttribute[] = [
        {type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(codeInfoOf(node.value, names))},
      ];
      parent.children[index] = {type: 'mdxJsxFlowElement', name: 'CodeInfo', attributes, children: [node]};
      wrapped = true;
      return [SKIP, index + 1];
    });
    if (wrapped) tree.children.unshift(importCodeInfo);
  };
}
