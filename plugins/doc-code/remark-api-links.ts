import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {referencedLibrarySources} from './api-references';
import {apiTargets} from './api-targets';
import {CODE_LINKS_PROP, codeLinksOf} from './code-links';

/**
 * Links each name of the docs' code that refers to the library to its API
 * page, or to the member's place on it: the TypeScript compiler's answer,
 * over the very code the doc-code tests type-check (run it after
 * remark-code-import fills the blocks from examples/). A block is known by
 * its code. One that uses the library gets its links as data, in the
 * `data-api-links` prop of its `<code>`; the wrapped theme components
 * `MDXComponents/Code` and `CodeBlock/Line` turn them into links among the
 * highlighted tokens, so the code itself copies as it is.
 */
export default function remarkApiLinks() {
  return (tree: Root): void => {
    let sources: Map<string, ReturnType<typeof referencedLibrarySources>[number]> | undefined;
    visit(tree, 'code', (node) => {
      sources ??= new Map(referencedLibrarySources().map((source) => [source.code.trimEnd(), source]));
      const source = sources.get(node.value.trimEnd());
      if (!source || source.references.length === 0) return;
      const links = codeLinksOf(source.code, source.references, apiTargets());
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [CODE_LINKS_PROP]: JSON.stringify(links)}};
    });
  };
}
