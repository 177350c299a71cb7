import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';

/**
 * The page's content, after "Copy page". An API page's content is marked `api-reference` (its code wraps, its tables
 * stack on a phone: custom.css), here rather than by the `<html>` class, which Docusaurus sets again in steps as the
 * app starts: a frame without it moved the page.
 */
export default function ContentWrapper(props: Props) {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton permalink={metadata.permalink} />
      <div className={metadata.id.startsWith('api/') ? 'api-reference' : undefined}>
        <Content {...props} />
      </div>
    </>
  );
}
