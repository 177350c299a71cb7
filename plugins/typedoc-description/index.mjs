// @ts-check
import {execFileSync} from 'node:child_process';
import {DeclarationReflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/**
 * A TypeDoc plugin giving each generated API page the front matter that
 * Docusaurus cannot infer for it:
 *  - `description`: the whole first paragraph, on one line, without Markdown.
 *    Otherwise Docusaurus takes the first source line, and TSDoc summaries
 *    are wrapped, so descriptions stopped mid-sentence ("… info for").
 *  - `title` and `sidebar_label` on a member's page: the page shows the
 *    member's name as heading and in the sidebar, but the document title
 *    (<title>, search results, llms.txt) says what kind of member it is:
 *    "Actuator class", not a second "Actuator" beside the Actuator guide.
 *  - `last_update.date`: when the library's source last changed in git. The
 *    generated files are not tracked, so git cannot date them (the build
 *    warned "Cannot infer the update date"). Left out outside a git checkout.
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  const sourceChangedAt = lastCommitDate('library/src');
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    const description = firstParagraph(page.contents);
    const heading = /^# (.+)$/m.exec(page.contents)?.[1];
    const kind =
      page.model instanceof DeclarationReflection ? ReflectionKind.singularString(page.model.kind) : undefined;
    const frontMatter = [
      heading && kind && `title: ${JSON.stringify(`${heading} ${kind.toLowerCase()}`)}`,
      heading && kind && `sidebar_label: ${JSON.stringify(heading)}`,
      description && `description: ${JSON.stringify(description)}`,
      sourceChangedAt && `last_update:\n  date: ${sourceChangedAt}`,
    ].filter(Boolean);
    if (frontMatter.length > 0) {
      page.contents = `---\n${frontMatter.join('\n')}\n---\n\n${page.contents}`;
    }
  });
}

/**
 * The first prose paragraph after the page's heading, as plain text.
 *
 * @param {string} markdown
 * @returns {string | undefined}
 */
export function firstParagraph(markdown) {
  const blocks = markdown.split(/\n\s*\n/).map((block) => block.trim());
  const prose = blocks.find((block) => block !== '' && !/^(#|```|\||[-*] |>|<)/.test(block));
  return prose
    ?.replace(/\s*\n\s*/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\\([\\{}[\]()<>#+.!_-])/g, '$1');
}

/**
 * Also tells the build tests which pages git can date (a file not committed
 * yet has no date).
 *
 * @param {string} path
 * @returns {string | undefined} ISO date of the last commit touching path
 */
export function lastCommitDate(path) {
  try {
    // Outside a repository git fails: quietly, since docusaurus.config.ts
    // warns once that the build has no dates (plugins/last-update-from-git).
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return date || undefined;
  } catch {
    return undefined;
  }
}
