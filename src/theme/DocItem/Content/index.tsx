import type {ReactNode} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';

/** The page's content, after "Copy page" on the current docs' pages: the only ones with a Markdown copy. */
export default function ContentWrapper(props: Props): ReactNode {
  const [{isLast}, {metadata}] = [useDocsVersion(), useDoc()];
  return (
    <>
      {isLast && <CopyPageButton permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
