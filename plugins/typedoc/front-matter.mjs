// @ts-check
import {execFileSync} from 'node:child_process';
import {toString as plainText} from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import {DeclarationReflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {unified} from 'unified';

/**
 * A TypeDoc plugin giving each API page the front matter Docusaurus cannot
 * infer for it:
 *  - `description`: the first paragraph of the doc comment's summary, whole
 *    and as plain text (Docusaurus would take the page's first source line,
 *    and summaries are wrapped, so it stopped mid-sentence);
 *  - `title` and `sidebar_label` on a member's page: the page and sidebar
 *    show the name, the document title says what it is ("Actuator class",
 *    not a second "Actuator" beside the Actuator guide);
 *  - `last_update.date`: when library/src last changed in git (the generated
 *    files are not tracked); left out outside a git checkout.
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  const sourceChangedAt = lastCommitDate('library/src');
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const model = /** @type {import('typedoc').Reflection} */ (page.model);
    const member = model instanceof DeclarationReflection ? model : undefined;
    const summary = (model.comment ?? member?.signatures?.[0]?.comment)?.summary;
    // An inline tag ({@link check}) reads as its text.
    const description = summary && firstParagraph(summary.map((part) => part.text).join(''));
    const heading = /^# (.+)$/m.exec(page.contents)?.[1];
    const kind = member && ReflectionKind.singularString(member.kind).toLowerCase();
    const frontMatter = [
      heading && kind && `title: ${JSON.stringify(`${heading} ${kind}`)}`,
      heading && kind && `sidebar_label: ${JSON.stringify(heading)}`,
      description && `description: ${JSON.stringify(description)}`,
      sourceChangedAt && `last_update:\n  date: ${sourceChangedAt}`,
    ].filter(Boolean);
    if (frontMatter.length > 0) page.contents = `---\n${frontMatter.join('\n')}\n---\n\n${page.contents}`;
  });
}

/** @param {string} markdown */
function firstParagraph(markdown) {
  const paragraph = unified()
    .use(remarkParse)
    .parse(markdown)
    .children.find((node) => node.type === 'paragraph');
  return paragraph && plainText(paragraph).replace(/\s+/g, ' ').trim();
}

/**
 * The date of the last commit touching `path`, also for the build tests.
 *
 * @param {string} path
 * @returns {string | undefined} ISO date
 */
export function lastCommitDate(path) {
  try {
    const log = execFileSync('git', ['log', '-1', '--format=%cI', '--', path], {stdio: ['ignore', 'pipe', 'ignore']});
    return log.toString().trim() || undefined;
  } catch {
    return undefined; // not a git checkout: the config warns once that the build has no dates
  }
}
