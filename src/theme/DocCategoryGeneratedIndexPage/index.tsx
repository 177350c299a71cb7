import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import CopyPageButton from '@site/src/components/CopyPageButton';
import PageFeedback from '@site/src/components/PageFeedback';
import styles from './styles.module.css';

/** A category's generated index (the API's), after "Copy page" and before feedback, as other pages. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props) {
  return (
    <>
      <CopyPageButton permalink={props.categoryGeneratedIndex.permalink} className={styles.copy} />
      <DocCategoryGeneratedIndexPage {...props} />
      <PageFeedback />
    </>
  );
}
