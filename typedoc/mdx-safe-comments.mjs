// @ts-check
import {Converter} from 'typedoc';

/**
 * A TypeDoc plugin: escapes `<`, `{` and `}` in doc comments' prose (not code, `{@link}` or `@example`), so that
 * MDX shows `<T>` as text; typedoc-plugin-markdown's `sanitizeComments` misses `@returns` and index tables.
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
