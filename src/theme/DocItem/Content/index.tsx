import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

/** Wraps the doc page's content to offer it as Markdown above it. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPageButton />
      <Content {...props} />
    </>
  );
}
