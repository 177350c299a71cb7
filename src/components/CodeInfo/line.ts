import {createContext, useContext} from 'react';
import type {Props as LineProps} from '@theme/CodeBlock/Line';

/**
 * How the code block around a line renders its names: CodeInfo (./index.tsx), which only pages with such code
 * load, gives it. The wrapped CodeBlock/Line asks for it, so this stays in the entry bundle: a few bytes.
 */
export const CodeLineContext = createContext<((props: LineProps) => LineProps) | null>(null);

/** The props to render a line with: its names in place, or the same props outside a CodeInfo block. */
export const useCodeLine = (props: LineProps): LineProps => useContext(CodeLineContext)?.(props) ?? props;
