import {referencedLibrarySources} from '../doc-code/api-references';
import {apiTargets} from '../doc-code/api-targets';
import {CODE_LINKS_PROP, codeLinksOf} from '../doc-code/code-links';

interface Node {
  type: string;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: Node[];
}

function codeNodes(node: Node): Node[] {
  return node.type === 'code' ? [node] : (node.children ?? []).flatMap(codeNodes);
}

/**
 * Links each identifier of the docs' code that refers to the library to its
 * API page, or to the member's place on it.
 *
 * Which identifier refers to what is the TypeScript compiler's answer, over
 * the very code the doc-code tests type-check (plugins/doc-code): the blocks
 * of the hand-written pages that import the library, and the example files
 * that pages include (run this after plugins/remark-code-from-file). A code
 * block is known by its code (two blocks with the same code are two modules
 * the compiler reads alike). One that uses the library gets its links as
 * data, in the `data-api-links` prop of its `<code>`; the wrapped theme
 * components `MDXComponents/Code` and `CodeBlock/Line` turn them into links
 * among the highlighted tokens. The code itself is unchanged, so it copies
 * as it is.
 */
export default function remarkApiLinks() {
  return (tree: Node): void => {
    const nodes = codeNodes(tree);
    if (nodes.length === 0) return;
    const sources = new Map(referencedLibrarySources().map((source) => [source.code.trimEnd(), source]));
    for (const node of nodes) {
      const source = sources.get((node.value ?? '').trimEnd());
      if (!source || source.references.length === 0) continue;
      const links = codeLinksOf(source.code, source.references, apiTargets());
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [CODE_LINKS_PROP]: JSON.stringify(links)}};
    }
  };
}
