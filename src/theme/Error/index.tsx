/**
 * Ejected from @docusaurus/core 3.8.1 (lib/client/theme-fallback/Error), the
 * page shown when rendering a route throws outside any inner error boundary.
 *
 * What changed from the original, and why: the original shows its own
 * unstyled heading "This page crashed" (no full stop). This version renders
 * the classic theme's ErrorPageContent inside the site layout, so a crash
 * reads exactly "This page crashed.", with the error message and a
 * "Try again" button, in the same words and style as crashes caught by the
 * layout's own boundary. If the layout itself throws, the bare content is
 * shown without it, as the original does.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme/Error';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';
// Not a public export: the route context the layout needs, which the core
// fallback also provides from this module (pinned Docusaurus 3.8.1).
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

export default function ErrorPage({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>This page crashed</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
