import {decode} from './built-page';

/** A link in a line of built code: its columns (`end` excluded) and its href. */
export interface CodeLink {
  start: number;
  end: number;
  href: string;
}

export interface CodeLine {
  text: string;
  links: CodeLink[];
  highlighted: boolean;
}

/** A code block of a built page, read back from its markup. */
export interface BuiltCodeBlock {
  /** Where its `<pre>` starts in the page. */
  index: number;
  lines: CodeLine[];
  /** The code as the reader sees it. */
  text: string;
}

const PRE = /<pre\b[^>]*>([\s\S]*?)<\/pre>/g;
const PART = /<(\/?)(\w+)([^>]*)>|([^<]+)/g;

/**
 * The code blocks of a built page: the theme renders each line as a
 * `token-line` span ending in `<br>`, its tokens as spans, and a name linked
 * to the API as an `<a>` inside its token.
 */
export function codeBlocksOfHtml(html: string): BuiltCodeBlock[] {
  return [...html.matchAll(PRE)].map((pre) => {
    const lines: CodeLine[] = [];
    let line: CodeLine = {text: '', links: [], highlighted: false};
    let open: {start: number; href: string} | undefined;
    for (const [, closing, tag, attributes = '', text] of (pre[1] ?? '').matchAll(PART)) {
      if (text !== undefined) {
        line.text += decode(text);
      } else if (tag === 'span' && !closing && /\btoken-line\b/.test(attributes)) {
        line.highlighted = /theme-code-block-highlighted-line/.test(attributes);
      } else if (tag === 'a' && !closing) {
        open = {
          start: line.text.length,
          href: decode(/href=("[^"]*"|[^\s>]+)/.exec(attributes)?.[1] ?? '').replace(/^"|"$/g, ''),
        };
      } else if (tag === 'a' && closing && open) {
        line.links.push({start: open.start, end: line.text.length, href: open.href});
        open = undefined;
      } else if (tag === 'br') {
        lines.push(line);
        line = {text: '', links: [], highlighted: false};
      }
    }
    return {index: pre.index ?? 0, lines, text: lines.map(({text}) => text).join('\n')};
  });
}
