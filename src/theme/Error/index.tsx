/*
 * Ejected from @docusaurus/core 3.8.1 (lib/client/theme-fallback/Error), shown when a page component throws: the
 * theme's ErrorPageContent in the site layout rather than a bare "This page crashed"; alone if the layout throws.
 */
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme/Error';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';
// The route context the layout needs, which the original also provides from this module.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

export default function ErrorPage({error, tryAgain}: Props) {
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
