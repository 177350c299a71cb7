import {attributes, decode} from './built-page';

/** A link in a line of built code: its columns (`end` excluded) and its href. */
export interface CodeLink {
  start: number;
  end: number;
  href: string;
}

/** A name of built code that has quick info: its columns, the id of its info, and its href when it is a link. */
export interface CodeName {
  start: number;
  end: number;
  info: string;
  href?: string;
}

export interface CodeLine {
  text: string;
  links: CodeLink[];
  names: CodeName[];
  highlighted: boolean;
}

export interface BuiltCodeBlock {
  /** Where its `<pre>` starts in the page. */
  index: number;
  lines: CodeLine[];
  /** The code as the reader sees it. */
  text: string;
}

const PRE = /<pre\b[^>]*>([\s\S]*?)<\/pre>/g;
const PART = /<(\/?)(\w+)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;

/**
 * The code blocks of a built page: the theme renders each line as a
 * `token-line` span ending in `<br>`, its tokens as spans, and a name with
 * quick info as an element inside its token (`data-code-name`): an `<a>` when
 * it links to the API, a `<span>` otherwise.
 */
export function codeBlocksOfHtml(html: string): BuiltCodeBlock[] {
  return [...html.matchAll(PRE)].map((pre) => {
    const lines: CodeLine[] = [];
    const newLine = (): CodeLine => ({text: '', links: [], names: [], highlighted: false});
    let line = newLine();
    const open: ({start: number; href?: string; info?: string} | undefined)[] = [];
    for (const [, closing, tag = '', source = '', text] of (pre[1] ?? '').matchAll(PART)) {
      if (text !== undefined) {
        line.text += decode(text);
      } else if (tag === 'br') {
        lines.push(line);
        line = newLine();
      } else if ((tag === 'a' || tag === 'span') && !closing) {
        const found = attributes(source);
        if (/\btoken-line\b/.test(found.class ?? ''))
          line.highlighted = /theme-code-block-highlighted-line/.test(found.class ?? '');
        const name = 'data-code-name' in found ? found['aria-describedby'] : undefined;
        open.push(
          tag === 'a' || name
            ? {start: line.text.length, href: tag === 'a' ? found.href : undefined, info: name}
            : undefined,
        );
      } else if ((tag === 'a' || tag === 'span') && closing) {
        const element = open.pop();
        if (element?.href !== undefined)
          line.links.push({start: element.start, end: line.text.length, href: element.href});
        if (element?.info !== undefined)
          line.names.push({start: element.start, end: line.text.length, info: element.info, href: element.href});
      }
    }
    return {index: pre.index ?? 0, lines, text: lines.map(({text}) => text).join('\n')};
  });
}

/** A quick info of a built page: the declaration, the doc sentence and the documentation link it shows. */
export interface BuiltQuickInfo {
  declaration: string;
  doc: string;
  href?: string;
}

/** The quick infos of a built page (`<div popover>`, rendered with the page), by id; the minified HTML leaves out `</p>`. */
export function quickInfosOfHtml(html: string): Map<string, BuiltQuickInfo> {
  const infos = new Map<string, BuiltQuickInfo>();
  for (const [, source = '', content = ''] of html.matchAll(
    /<div\b((?:[^>"']|"[^"]*"|'[^']*')*\bpopover\b(?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/div>/g,
  )) {
    const {id = ''} = attributes(source);
    const text = (pattern: RegExp) => decode(pattern.exec(content)?.[1]?.replace(/<[^>]*>/g, '') ?? '');
    const href = /<a\b[^>]*\bhref=("[^"]*"|[^\s>]+)/.exec(content)?.[1]?.replace(/^"|"$/g, '');
    infos.set(decode(id), {
      declaration: text(/<code\b[^>]*>([\s\S]*?)<\/code>/),
      doc: text(/<p\b[^>]*>([\s\S]*?)(?:<\/p>|<a\b|$)/),
      href: href && decode(href),
    });
  }
  return infos;
}
