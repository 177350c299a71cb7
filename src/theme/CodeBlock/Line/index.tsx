import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import {useCodeLine} from '@site/src/components/CodeInfo/line';

export default function LineWrapper(props: WrapperProps<typeof LineType>): ReactNode {
  return <Line {...useCodeLine(props)} />;
}
