import type {ApiReference} from './api-references';
import type {ApiTargets} from './index';

/**
 * A code block's links as the browser gets them: per line, keyed by its text (the theme's CodeBlock/Line sees
 * tokens, not numbers), each link's columns (`end` excluded) and site path. In the `data-api-links` prop of
 * `<code>`.
 */
export type CodeLinks = Record<string, [start: number, end: number, to: string][]>;
export const CODE_LINKS_PROP = 'data-api-links';

/** The links of `code`. A text on several lines with different links (shadowing) gets none rather than wrong ones. */
export function codeLinksOf(code: string, references: readonly ApiReference[], targets: ApiTargets): CodeLinks {
  const lines = code.split('\n');
  const byLine = lines.map((_, line) =>
    references
      .filter((reference) => reference.line === line)
      .map((reference): CodeLinks[string][number] => [reference.start, reference.end, targets.targetOf(reference)])
      .sort(([a], [b]) => a - b),
  );
  const links: CodeLinks = {};
  lines.forEach((text, index) => {
    const these = JSON.stringify(byLine[index]);
    const others = lines.flatMap((other, at) => (other === text && at !== index ? [JSON.stringify(byLine[at])] : []));
    if (these !== '[]' && others.every((other) => other === these)) links[text] = JSON.parse(these);
  });
  return links;
}
