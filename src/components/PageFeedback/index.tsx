/*
 * "Was this page helpful?" at the end of a docs page: its markup (./Content), built by the server, is kept by
 * hydration, so a first visit loads only the click handler below (the whole component was 470 B gzip of every doc
 * page's first-visit JS, over tests/build/budgets.ts); a page opened in the app loads ./Content.
 */
import {lazy, type MouseEvent, Suspense} from 'react';
import AsBuilt, {useAsBuilt} from '@site/src/components/AsBuilt';

const Content = lazy(() => import('./Content'));

/** Adds the reader's tabs (Docusaurus keeps them in local storage by groupId) to the issue. */
function prefill({target}: MouseEvent) {
  const link = (target as Element).closest('a');
  const tabs = Object.entries(localStorage).flatMap(([key, value]) =>
    key.startsWith('docusaurus.tab.') ? `${key.slice(15)}: ${value}` : [],
  );
  if (link) link.href = link.dataset.issue + encodeURIComponent(`Tabs chosen: ${tabs.join(', ') || 'none'}`);
}

export default function PageFeedback() {
  return useAsBuilt() ? (
    <AsBuilt onClick={prefill} />
  ) : (
    <div>
      <Suspense fallback={null}>
        <Content onClick={prefill} />
      </Suspense>
    </div>
  );
}
