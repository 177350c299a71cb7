import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {TARGETS_FILE} from '../doc-code/api-targets';
import {docPages} from '../doc-code/blocks';
import {exampleFiles} from '../doc-code/library-code';
import {libraryFiles} from '../doc-code/program';

/** The options of ./loader.cjs. */
export interface LoaderOptions {
  /** Files every docs page depends on. */
  dependencies: string[];
  /** The folder of the API pages, and the files they depend on besides. */
  apiDir: string;
  apiDependencies: string[];
}

/**
 * Tells the bundler which files besides its own a compiled docs page depends
 * on, so that its persistent cache (`future.experimental_faster`, kept in
 * node_modules/.cache between builds) and the dev server's watcher compile the
 * page again when one of them changes:
 *  - every page: the library's source and TypeDoc's targets, which its code
 *    links are resolved against (plugins/remark-api-links), and the example
 *    files that pages include (plugins/remark-code-from-file);
 *  - every API page: also the hand-written pages, whose code its "Used in
 *    the guides" section lists (plugins/remark-api-used-in).
 * Without it, a build after an edit of an example or a guide served the
 * previous version of the pages that show it from the cache.
 *
 * A loader that runs before Docusaurus's MDX loader declares them, and passes
 * the page through unchanged.
 */
export default function pluginDocCodeDependencies(context: LoadContext): Plugin {
  const fromSite = (file: string) => join(context.siteDir, file);
  return {
    name: 'doc-code-dependencies',
    configureWebpack() {
      const options: LoaderOptions = {
        dependencies: [...libraryFiles(), TARGETS_FILE, ...exampleFiles().map(fromSite)],
        apiDir: fromSite('docs/api/'),
        apiDependencies: docPages().map(fromSite),
      };
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [fromSite('docs/')],
              enforce: 'pre',
              use: [{loader: join(__dirname, 'loader.cjs'), options}],
            },
          ],
        },
      };
    },
  };
}
