import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  return (
    <>
      <CopyPageButton />
      <Content {...props} />
    </>
  );
}
