import type {Element, ElementContent, Root} from 'hast';
import {toString as textOf} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

const classes = (node: Element) => (node.properties.className as string[] | undefined) ?? [];

/**
 * A rehype step for @signalwire/docusaurus-plugin-llms-txt 1.2.2, which
 * turns each built page into Markdown, run before its own steps. It reads
 * Docusaurus's HTML where the package does not:
 *  - a tab group becomes each tab's label, in bold, above its panel (the
 *    package listed the labels, then the panels);
 *  - a code block keeps its language (Docusaurus writes it on `<pre>`);
 *  - headings lose their "#" anchor link, and React's `<!-- -->` markers go;
 *  - a DocCardList card becomes a line: its link, then its description;
 *  - links lose the base URL, which the package adds once more (it wrote
 *    /actuatorjs/actuatorjs/… on a site served under /actuatorjs/).
 * docusaurus-plugin-llms, the other maintained plugin, converts the MDX
 * source instead, where code included from examples/ is still empty.
 */
export default function rehypeDocusaurusHtml(baseUrl: string) {
  return () =>
    (tree: Root): void => {
      visit(tree, 'comment', (_, index, parent) => {
        parent?.children.splice(index ?? 0, 1);
        return index;
      });
      visit(tree, 'element', (node, index, parent) => {
        if (node.tagName === 'a' && classes(node).includes('card')) {
          const [title, description] = node.children.filter((child) => child.type === 'element').map(textOf);
          const link: Element = {...node, properties: {href: node.properties.href}, children: []};
          link.children.push({type: 'text', value: (title ?? '').replace(/^[^\p{L}\p{N}]+/u, '')});
          node.tagName = 'p';
          node.properties = {};
          node.children = [link, {type: 'text', value: description ? `: ${description}` : ''}];
          return;
        }
        if (node.properties.role === 'tablist' && parent && index !== undefined) {
          const labels = node.children.map((tab) => textOf(tab as Element));
          const panels = parent.children.flatMap((child) => (child.type === 'element' ? child.children : []));
          panels
            .filter((panel): panel is Element => panel.type === 'element' && panel.properties.role === 'tabpanel')
            .forEach((panel, tab) => {
              const label: ElementContent = {type: 'text', value: labels[tab] ?? ''};
              panel.children.unshift({type: 'element', tagName: 'strong', properties: {}, children: [label]});
            });
          parent.children.splice(index, 1);
          return index;
        }
        const language = classes(node).find((name) => name.startsWith('language-'));
        if (node.tagName === 'pre' && language) {
          for (const code of node.children) if (code.type === 'element') code.properties.className = [language];
        }
        if (node.tagName === 'a' && classes(node).includes('hash-link') && parent && index !== undefined) {
          parent.children.splice(index, 1);
          return index;
        }
        const href = node.properties.href;
        if (node.tagName === 'a' && typeof href === 'string' && href.startsWith(baseUrl)) {
          node.properties.href = href.slice(baseUrl.length - 1);
        }
      });
    };
}
