import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * In the browser bundle of `docusaurus build`, the `<Head>`s of a render
 * update the document head once, not once each.
 *
 * `<Head>` is react-helmet-async's `Helmet`. Each one, as it renders for the
 * first time, merges the props of every `<Head>` mounted so far and asks for
 * an animation frame to write the result, cancelling the frame the one before
 * it asked for. A doc page has 17 of them, all in the first hydration: 17
 * merges, 17 frames requested and 15 cancelled. Under Lighthouse, which
 * records a stack trace for each frame request and cancellation, that was
 * about 40% of the first hydration's task on the API page (44 of 102 ms,
 * unthrottled).
 *
 * ./client/react-helmet-async.ts, aliased to `react-helmet-async` in that
 * bundle, keeps the library and its API; under its provider, the changes made
 * in one go (a render, or the unmounting of a page) are merged once, right
 * after it (in a microtask). The head is written in the same frame as
 * before. The server render and `npm start` are untouched.
 * tests/e2e/document-head.spec.ts covers it.
 */
export default function pluginBatchedHeadChanges(): Plugin {
  // The copy Docusaurus itself imports.
  const requireFromDocusaurus = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  const library = requireFromDocusaurus.resolve('react-helmet-async/lib/index.module.js');
  return {
    name: 'batched-head-changes',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        resolve: {
          alias: {
            // `$`: only the bare specifier; the stand-in imports the file itself.
            'react-helmet-async$': path.join(__dirname, 'client', 'react-helmet-async.ts'),
            '@react-helmet-async-original': library,
          },
        },
      };
    },
  };
}
