// @ts-check
import {getFileCommitDate} from '@docusaurus/utils';
import {toString as plainText} from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

const markdown = unified().use(remarkParse);

/** A doc comment's first paragraph as one line of plain text (`{@link X}` reads X), or ''. @param {string} text */
export function firstParagraph(text) {
  const paragraph = markdown.parse(text).children.find((node) => node.type === 'paragraph');
  return paragraph ? plainText(paragraph).replace(/\s+/g, ' ').trim() : '';
}

/**
 * A TypeDoc plugin: an API page's front matter. `description`: the summary's first paragraph, whole (Docusaurus
 * would cut a wrapped one); `title`: "Actuator class", not a second "Actuator" beside the guide; `last_update`:
 * library/src's last commit. TypeDoc is imported here, not above: plugins/doc-code imports `firstParagraph` alone.
 *
 * @param {import('typedoc').Application} app
 */
export async function load(app) {
  const {DeclarationReflection, ReflectionKind} = await import('typedoc');
  const {MarkdownPageEvent} = await import('typedoc-plugin-markdown');
  const changed = await getFileCommitDate('library/src', {age: 'newest'}).catch(() => undefined);
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const model = /** @type {import('typedoc').Reflection} */ (page.model);
    const member = model instanceof DeclarationReflection ? model : undefined;
    const summary = (model.comment ?? member?.signatures?.[0]?.comment)?.summary ?? [];
    const description = firstParagraph(summary.map((part) => part.text).join(''));
    const heading = /^# (.+)$/m.exec(page.contents)?.[1];
    const kind = heading && member && ReflectionKind.singularString(member.kind).toLowerCase();
    const frontMatter = [
      kind && `title: ${JSON.stringify(`${heading} ${kind}`)}\nsidebar_label: ${JSON.stringify(heading)}`,
      description && `description: ${JSON.stringify(description)}`,
      changed && `last_update:\n  date: ${changed.date.toISOString()}`,
    ].filter(Boolean);
    if (frontMatter.length > 0) page.contents = `---\n${frontMatter.join('\n')}\n---\n\n${page.contents}`;
  });
}
