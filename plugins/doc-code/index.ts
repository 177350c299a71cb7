import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_DIR, TARGETS_FILE} from './api-targets';
import {keepDocPages} from './docs-data';
import {exampleFiles} from './library-code';
import {docPages} from './pages';
import {libraryFiles} from './program';

/** The options of ./loader.cjs: files every docs page depends on; the API pages' folder, and what those depend on. */
export interface LoaderOptions {
  dependencies: string[];
  apiDir: string;
  apiDependencies: string[];
}

/**
 * The docs' code, compiled against the library: names in code link to the
 * API (./remark-api-links.ts) and API pages list their uses in the guides
 * (./remark-api-used-in.ts). The config runs those two remark steps; this
 * plugin gives them the docs plugin's pages (titles and routes), and tells
 * the bundler what else a page's output depends on, so that the persistent
 * cache and the dev server's watcher compile it again when one changes:
 *  - every page: the library's source, TypeDoc's targets and the example files;
 *  - every API page: also the hand-written pages, whose code it lists.
 */
export default function pluginDocCode(context: LoadContext): Plugin {
  const fromSite = (file: string) => join(context.siteDir, file);
  return {
    name: 'doc-code',
    async allContentLoaded({allContent}) {
      keepDocPages(allContent, context.baseUrl);
    },
    configureWebpack() {
      const options: LoaderOptions = {
        dependencies: [...libraryFiles(), TARGETS_FILE, ...exampleFiles().map(fromSite)],
        apiDir: fromSite(`${API_DIR}/`),
        apiDependencies: docPages().map(fromSite),
      };
      const loader = {loader: join(__dirname, 'loader.cjs'), options};
      return {module: {rules: [{test: /\.mdx?$/i, include: [fromSite('docs/')], enforce: 'pre', use: [loader]}]}};
    },
  };
}
