import type {ApiReference} from './api-references';
import type {ApiTargets} from './api-targets';

/**
 * The links of one code block, as the build hands them to the browser: for
 * each line that has links, keyed by the line's text, the columns of each
 * link (`end` excluded) and the site path it goes to. Keyed by text because
 * the theme's CodeBlock/Line receives a line's tokens, not its number.
 */
export type CodeLinks = Record<string, [start: number, end: number, to: string][]>;

/** The prop of a code block's `<code>` element that carries its CodeLinks, as JSON. */
export const CODE_LINKS_PROP = 'data-api-links';

/**
 * The links of `code` for these references (columns on lines of `code`). A
 * text that appears on several lines with different links (the same line in
 * two scopes, one of them shadowing an import) gets none, rather than links
 * that are wrong on one of the lines.
 */
export function codeLinksOf(code: string, references: readonly ApiReference[], targets: ApiTargets): CodeLinks {
  const lines = code.split('\n');
  const linksByLine = lines.map(() => [] as CodeLinks[string]);
  for (const reference of references) {
    linksByLine[reference.line]?.push([reference.start, reference.end, targets.targetOf(reference)]);
  }
  const occurrences = new Map<string, CodeLinks[string][]>();
  lines.forEach((text, index) => {
    const lineLinks = (linksByLine[index] ?? []).sort(([a], [b]) => a - b);
    occurrences.set(text, [...(occurrences.get(text) ?? []), lineLinks]);
  });
  const links: CodeLinks = {};
  for (const [text, [first = [], ...others]] of occurrences) {
    const agree = others.every((other) => JSON.stringify(other) === JSON.stringify(first));
    if (agree && first.length > 0) links[text] = first;
  }
  return links;
}
