import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPageButton />
      <Content {...props} />
    </>
  );
}
