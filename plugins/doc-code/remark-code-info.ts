import type {Root} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {referencedLibrarySources} from './names';
import {codeInfoOf, namesOf, withCodeInfo} from './code-info';
import {apiTargets} from './index';
import {includedFile, responseFieldsOf} from './pages';
import {fieldsTable, sampleKeyInfo} from './response-fields';

/**
 * Gives each block of the docs' library code (known by its code, once remark-code-import filled it) its names'
 * quick info and API links, each sample response its keys' rows (./response-fields.ts); the code stays as written.
 */
export default function remarkCodeInfo() {
  return (tree: Root): void => {
    const sources = new Map(referencedLibrarySources().map((source) => [source.code.trimEnd(), source]));
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const method = responseFieldsOf(node);
      if (method) parent.children[index] = fieldsTable(method);
      if (node.type !== 'code') return undefined;
      const source = sources.get(node.value.trimEnd());
      const sample = includedFile({meta: node.meta ?? ''})?.match(/^src\/data\/samples\/.+\.json$/)?.[0];
      const keys = sample ? sampleKeyInfo(node.value, sample) : [];
      const names = source ? namesOf(source.quickInfo, source.references, apiTargets()) : keys;
      if (names.length === 0) return undefined;
      parent.children[index] = withCodeInfo(node, codeInfoOf(node.value, names));
      return [SKIP, index + 1];
    });
  };
}
