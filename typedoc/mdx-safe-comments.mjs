// @ts-check
import {Converter} from 'typedoc';

/**
 * A TypeDoc plugin: escapes `<`, `{` and `}` in the prose of every doc comment before any page renders, so that
 * `<T>` or `{ a: 1 }` shows as text in the MDX pages instead of failing the build or becoming an element; code,
 * `{@link}` tags and `@example` blocks stay as they are. typedoc-plugin-markdown's `sanitizeComments` misses
 * `@returns` and index tables (tests/source/typedoc-hostile-comments.test.ts).
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const {comment} of Object.values(context.project.reflections)) {
      const tags = (comment?.blockTags ?? []).filter((tag) => tag.tag !== '@example');
      for (const part of [comment?.summary ?? [], ...tags.map((tag) => tag.content)].flat())
        if (part.kind === 'text') part.text = part.text.replace(/[<{}]/g, '\\$&');
    }
  });
}
