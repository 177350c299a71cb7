import type {Element, Root} from 'hast';
import {toText} from 'hast-util-to-text';
import {toString as textOf} from 'hast-util-to-string';
import {h} from 'hastscript';
import {SKIP, visit} from 'unist-util-visit';

const classes = (node: Element) => (node.properties.className as string[] | undefined) ?? [];

/**
 * A rehype step run before @signalwire/docusaurus-plugin-llms-txt 1.2.2's own, where it misreads Docusaurus's HTML:
 * each tab's label goes in bold above its panel; a generated index's navigation goes; a code block keeps its language
 * (on `<pre>`); "#" links, `<!-- -->` and popovers go; a card becomes its link and description; links lose the base
 * URL, which the package adds again.
 */
export default function rehypeDocusaurusHtml(baseUrl: string) {
  return () => (tree: Root) =>
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined || (node.type !== 'element' && node.type !== 'comment')) return;
      // A generated index is read whole (its header, then its cards): not its breadcrumbs, version badge, pagination.
      const gone = node.type === 'comment' || node.tagName === 'nav' || node.properties.popover !== undefined;
      if (gone || ['hash-link', 'theme-doc-version-badge'].some((name) => classes(node).includes(name))) {
        parent.children.splice(index, 1);
        return index;
      }
      if (node.properties.role === 'tablist') {
        const labels = node.children.map((tab) => textOf(tab as Element));
        const panels = parent.children.flatMap((child) => (child.type === 'element' ? child.children : []));
        const tabPanels = panels.filter((panel) => panel.type === 'element' && panel.properties.role === 'tabpanel');
        for (const [tab, panel] of tabPanels.entries())
          (panel as Element).children.unshift(h('strong', labels[tab] ?? ''));
        parent.children.splice(index, 1);
        return index;
      }
      const language = classes(node).find((name) => name.startsWith('language-'));
      if (node.tagName === 'pre' && language) {
        // The code as a browser renders it (innerText): a line break per <br>, whatever the theme wraps each line in.
        const code = toText(node).replace(/\n$/, '');
        node.children = [h('code', {className: [language]}, code)];
        return SKIP;
      }
      if (node.tagName === 'a' && classes(node).includes('card')) {
        const [title = '', description] = node.children.filter((child) => child.type === 'element').map(textOf);
        const link = h('a', {href: node.properties.href}, title.replace(/^[^\p{L}\p{N}]+/u, ''));
        parent.children[index] = h('p', link, description ? `: ${description}` : '');
        return index;
      }
      const href = node.properties.href;
      if (typeof href === 'string' && href.startsWith(baseUrl)) node.properties.href = href.slice(baseUrl.length - 1);
    });
}
