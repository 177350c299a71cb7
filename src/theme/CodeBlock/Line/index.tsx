import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import {useLinkedLine} from '@site/src/components/CodeApiLinks';

type Props = WrapperProps<typeof LineType>;

/** Wraps a line of a code block to link the names in it that refer to the library's API. */
export default function LineWrapper(props: Props): ReactNode {
  return <Line {...useLinkedLine(props)} />;
}
