import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

/** A doc page's footer (edit link, last update), then the reader's feedback. */
export default function DocItemFooter() {
  return (
    <>
      <Footer />
      <PageFeedback />
    </>
  );
}
