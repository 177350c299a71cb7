import {createContext, useContext} from 'react';
import type {Props as LineProps} from '@theme/CodeBlock/Line';

// How the block around a line renders its names, given by CodeInfo; this stays in the entry bundle: a few bytes.
export const CodeLineContext = createContext<((props: LineProps) => LineProps) | null>(null);

export const useCodeLine = (props: LineProps): LineProps => useContext(CodeLineContext)?.(props) ?? props;
