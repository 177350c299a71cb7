import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import {useCodeLine} from '@site/src/components/CodeInfo/line';

type Props = WrapperProps<typeof LineType>;

/** Wraps a line of a code block to render its names with their quick info and API links (src/components/CodeInfo). */
export default function LineWrapper(props: Props): ReactNode {
  return <Line {...useCodeLine(props)} />;
}
