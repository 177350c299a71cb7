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

export default function LineWrapper(props: Props): ReactNode {
  return <Line {...withIndent(useContext(CodeLineContext)?.(props) ?? props)} />;
}
