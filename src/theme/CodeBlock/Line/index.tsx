import {type CSSProperties, createContext, type ReactNode, useContext} from 'react';
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
 * Lets a wrapping line break after `/`, `(`, `,` or a `.` before a name, inside a path, URL or call longer than a
 * phone's column, and never inside a name, word or number (custom.css).
 */
function withBreaks(props: Props): Props {
  const getTokenProps: Props['getTokenProps'] = (input) => {
    const {children, ...rest} = props.getTokenProps(input);
    if (typeof children !== 'string') return {children, ...rest};
    let at = 0; // each break's key: its offset in the token
    const parts = children.split(/(?<=[/(,])(?=\S)|(?<=\.)(?=[A-Za-z_$])/).flatMap((part) => {
      at += part.length;
      return at > part.length ? [<wbr key={at} />, part] : [part];
    });
    // The theme's Line renders the token's children as they are; its type says string.
    return {...rest, children: parts as unknown as string};
  };
  return {...props, getTokenProps};
}

export default function LineWrapper(props: Props): ReactNode {
  return <Line {...withBreaks(withIndent(useContext(CodeLineContext)?.(props) ?? props))} />;
}
