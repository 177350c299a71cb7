import type {Token} from 'prism-react-renderer';

type PrismStream = Array<string | PrismToken>;
interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | PrismToken | PrismStream;
}

/**
 * Prism's nested token stream as lines of flat tokens. Each token carries the
 * types of every token it was nested in (outermost first, no type twice in a
 * row); text outside any token is "plain". An empty line holds one empty
 * token marked `empty`, so it still renders with a height.
 */
export function linesOf(stream: PrismStream): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (content: PrismToken['content'], types: string[]) => {
    if (typeof content === 'string') {
      content.split(/\r\n|\r|\n/).forEach((text, index) => {
        if (index > 0) lines.push([]);
        lines[lines.length - 1].push({types, content: text});
      });
    } else if (Array.isArray(content)) {
      for (const part of content) {
        if (typeof part === 'string') visit(part, types.length ? types : ['plain']);
        else visit(part.content, withTypes(types, part));
      }
    } else {
      visit(content.content, withTypes(types, content));
    }
  };
  visit(stream, []);
  return lines.map(markEmpty);
}

function withTypes(types: string[], {type, alias}: PrismToken): string[] {
  const all = [...types];
  for (const added of [type, ...(alias ? [alias].flat() : [])]) {
    if (all[all.length - 1] !== added) all.push(added);
  }
  return all;
}

function markEmpty(line: Token[]): Token[] {
  if (line.length === 0) return [{types: ['plain'], content: '\n', empty: true}];
  if (line.length === 1 && line[0].content === '') return [{...line[0], content: '\n', empty: true}];
  return line;
}
