import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

interface Props {
  /** A sample from src/data/samples, produced by running the library (see tests/source/samples.test.ts). */
  value: unknown;
  title?: string;
}

/** Shows a JSON response exactly as the library produces it, pretty-printed. */
export default function JsonSample({value, title}: Props): ReactNode {
  return (
    <CodeBlock language="json" title={title}>
      {JSON.stringify(value, null, 2)}
    </CodeBlock>
  );
}
