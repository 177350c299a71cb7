// @ts-check
/**
 * A TypeDoc plugin: makes the prose of every doc comment safe for MDX, which
 * Docusaurus 3 compiles `.md` pages with (`markdown.format` 'mdx'), so that
 * `<T>`, `{ a: 1 }` or `<div onclick=x>` in a comment show as text instead of
 * failing the build or becoming elements.
 *
 * typedoc-plugin-markdown's own `sanitizeComments` misses two places (4.14.1):
 * `@returns` text and the descriptions in index tables. This plugin escapes
 * `<`, `{` and `}` in the comment model itself, before any page is rendered,
 * so every place that prints a comment gets escaped text; typedoc.json turns
 * `sanitizeComments` off so nothing is escaped twice. Code spans, code blocks,
 * `{@link}` tags and `@example` blocks are left as they are.
 *
 * Plain JavaScript, so that TypeDoc can load it by path in the worker thread
 * of `docusaurus build` (plugins/typedoc).
 */

// Types only: importing TypeDoc's code here would load a second copy of it
// next to the one docusaurus-plugin-typedoc runs. The compiler checks that
// this is the name of Converter.EVENT_RESOLVE_END.
/** @type {typeof import('typedoc').Converter.EVENT_RESOLVE_END} */
const resolveEnd = 'resolveEnd';

/** @param {import('typedoc').CommentDisplayPart[]} parts */
function escapeText(parts) {
  for (const part of parts) {
    if (part.kind === 'text') part.text = part.text.replace(/[<{}]/g, '\\$&');
  }
}

/** @param {import('typedoc').Comment | undefined} comment */
function escapeComment(comment) {
  if (!comment) return;
  escapeText(comment.summary);
  for (const tag of comment.blockTags) {
    if (tag.tag !== '@example') escapeText(tag.content);
  }
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(resolveEnd, (context) => {
    for (const reflection of Object.values(context.project.reflections)) escapeComment(reflection.comment);
  });
}
