import {createContext, type ReactNode, useContext, useMemo} from 'react';
import Link from '@docusaurus/Link';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import type {CodeLinks} from '@site/plugins/doc-code/code-links';
import styles from './styles.module.css';

/**
 * Links among the highlighted tokens of a code block, from data the build
 * computed (plugins/remark-api-links): nothing is analysed in the browser.
 *
 * The wrapped `MDXComponents/Code` provides a block's links; the wrapped
 * `CodeBlock/Line` asks for the links of its line and, when there are any,
 * splits the line's tokens where a link starts or ends and renders each
 * linked token's text inside a link. The token keeps its class and colour,
 * and the block's code (what the copy button copies) is untouched.
 *
 * The links skip Docusaurus's broken-link check: a property's place on an
 * API page is an anchor TypeDoc writes as raw HTML in a table row, which the
 * check cannot see (it knows only headings and links), so it would warn about
 * anchors that exist. tests/build/api-links.test.ts checks instead that
 * every link of the built code reaches a page and an id on it.
 */
type LineLinks = CodeLinks[string];

const CodeLinksContext = createContext<ReadonlyMap<string, LineLinks> | null>(null);

/** Makes a code block's links, the JSON of its `data-api-links` prop, known to its lines. */
export function CodeApiLinksProvider({links, children}: {links: string; children: ReactNode}): ReactNode {
  const byLine = useMemo(() => new Map(Object.entries(JSON.parse(links) as CodeLinks)), [links]);
  return <CodeLinksContext.Provider value={byLine}>{children}</CodeLinksContext.Provider>;
}

type Token = LineProps['line'][number];

/** The line's tokens cut where a link starts or ends, and the target of each linked piece. */
function splitAtLinks(line: readonly Token[], links: LineLinks): {tokens: Token[]; targets: Map<Token, string>} {
  const tokens: Token[] = [];
  const targets = new Map<Token, string>();
  let tokenStart = 0;
  for (const token of line) {
    const tokenEnd = tokenStart + token.content.length;
    const piece = (from: number, to: number): Token => ({
      ...token,
      content: token.content.slice(from - tokenStart, to - tokenStart),
    });
    let cursor = tokenStart;
    // A link lies within one token: Prism never cuts an identifier in two.
    for (const [start, end, to] of links) {
      if (start < cursor || end > tokenEnd) continue;
      if (start > cursor) tokens.push(piece(cursor, start));
      const linked = piece(start, end);
      tokens.push(linked);
      targets.set(linked, to);
      cursor = end;
    }
    if (cursor === tokenStart) tokens.push(token);
    else if (cursor < tokenEnd) tokens.push(piece(cursor, tokenEnd));
    tokenStart = tokenEnd;
  }
  return {tokens, targets};
}

/**
 * The props to render a line of code with, its API links in place, or the
 * same props when the line has none (or is not in a linked block).
 */
export function useLinkedLine(props: LineProps): LineProps {
  const links = useContext(CodeLinksContext)?.get(props.line.map((token) => token.content).join(''));
  if (!links) return props;
  const {tokens, targets} = splitAtLinks(props.line, links);
  return {
    ...props,
    line: tokens,
    getTokenProps: (input) => {
      const output = props.getTokenProps(input);
      const to = targets.get(input.token);
      if (to === undefined) return output;
      // The theme's Line renders the token's children as they are; its type says string.
      const link = (
        <Link to={to} className={styles.apiLink} data-noBrokenLinkCheck>
          {output.children}
        </Link>
      ) as unknown as string;
      return {...output, children: link};
    },
  };
}
