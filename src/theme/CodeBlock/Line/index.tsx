import {type CSSProperties, createContext, useContext} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

// How the block around a line renders its names, given by src/components/CodeInfo; in the entry bundle: a few bytes.
export const CodeLineContext = createContext<((props: Props) => Props) | null>(null);

/** Gives an indented line its indentation as `--indent`, which a wrapping block indents its wrapped rows by (custom.css). */
function withIndent(props: Props): Props {
  const indent = /^ */.exec(props.line.map(({content}) => content).join(''))?.[0].length ?? 0;
  if (indent === 0) return props;
  const style = {'--indent': `${indent}ch`} as CSSProperties;
  return {...props, getLineProps: (input) => props.getLineProps({...input, style: {...input.style, ...style}})};
}

/**
 * Lets a wrapping line break after `/`, `(`, `,` or `.`, not before a digit nor in `//`, never in a name, word or
 * number (custom.css). A name (src/components/CodeInfo) is an element already, with no `split`: left whole.
 */
function withBreaks(props: Props): Props {
  const getTokenProps: Props['getTokenProps'] = (input) => {
    const output = props.getTokenProps(input);
    const parts = output.children.split?.(/(?<=[/(,.])(?![/\d])/);
    // biome-ignore lint/suspicious/noArrayIndexKey: a token's parts never move.
    const children = parts?.flatMap((part, i) => (/[/(,.]$/.test(part) ? [part, <wbr key={i} />] : part));
    // The theme's Line renders the token's children as they are; its type says string.
    return children ? {...output, children: children as unknown as string} : output;
  };
  return {...props, getTokenProps};
}

export default function LineWrapper(props: Props) {
  return <Line {...withBreaks(withIndent(useContext(CodeLineContext)?.(props) ?? props))} />;
}
