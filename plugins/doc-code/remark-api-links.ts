import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {referencedLibrarySources} from './api-references';
import {CODE_LINKS_PROP, codeLinksOf} from './code-links';
import {apiTargets} from './index';

/**
 * Gives each code block of the docs' library code (known by its code, after remark-code-import has filled it)
 * the links of its names to the API, as data on its `<code>`; the wrapped MDXComponents/Code and
 * CodeBlock/Line render them among the tokens, so the code still copies as it is.
 */
export default function remarkApiLinks() {
  return (tree: Root): void => {
    const sources = new Map(referencedLibrarySources().map((source) => [source.code.trimEnd(), source]));
    visit(tree, 'code', (node) => {
      const source = sources.get(node.value.trimEnd());
      if (!source?.references.length) return;
      const links = JSON.stringify(codeLinksOf(source.code, source.references, apiTargets()));
      node.data = {...node.data, hProperties: {...node.data?.hProperties, [CODE_LINKS_PROP]: links}};
    });
  };
}
