import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Code from '@theme-original/MDXComponents/Code';
import type CodeType from '@theme/MDXComponents/Code';
import {CodeApiLinksProvider} from '@site/src/components/CodeApiLinks';
import {CODE_LINKS_PROP} from '@site/plugins/doc-code/code-links';

type Props = WrapperProps<typeof CodeType> & {[CODE_LINKS_PROP]?: string};

/**
 * Wraps a Markdown code block to hand its API links, computed at build time
 * (plugins/remark-api-links), to its lines (src/theme/CodeBlock/Line).
 */
export default function CodeWrapper({[CODE_LINKS_PROP]: links, ...props}: Props): ReactNode {
  if (links === undefined) return <Code {...props} />;
  return (
    <CodeApiLinksProvider links={links}>
      <Code {...props} />
    </CodeApiLinksProvider>
  );
}
