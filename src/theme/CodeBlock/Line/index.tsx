import {createContext, type ReactNode, useContext} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

// How the block around a line renders its names, given by src/components/CodeInfo; in the entry bundle: a few bytes.
export const CodeLineContext = createContext<((props: Props) => Props) | null>(null);

export default function LineWrapper(props: Props): ReactNode {
  return <Line {...(useContext(CodeLineContext)?.(props) ?? props)} />;
}
