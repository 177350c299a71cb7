// @ts-check
import {getFileCommitDate} from '@docusaurus/utils';
import {toString as plainText} from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import {DeclarationReflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {unified} from 'unified';

/**
 * A TypeDoc plugin: an API page's front matter. `description`: the summary's first paragraph, whole (Docusaurus
 * would cut a wrapped one); `title`: "Actuator class", not a second "Actuator" beside the guide; `last_update`:
 * library/src's last commit.
 *
 * @param {import('typedoc').Application} app
 */
export async function load(app) {
  const changed = await getFileCommitDate('library/src', {age: 'newest'}).catch(() => undefined);
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const model = /** @type {import('typedoc').Reflection} */ (page.model);
    const member = model instanceof DeclarationReflection ? model : undefined;
    const summary = (model.comment ?? member?.signatures?.[0]?.comment)?.summary ?? [];
    const paragraph = unified()
      .use(remarkParse)
      .parse(summary.map((part) => part.text).join(''))
      .children.find((node) => node.type === 'paragraph');
    const description = paragraph && plainText(paragraph).replace(/\s+/g, ' ').trim();
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
