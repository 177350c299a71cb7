import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {frozenDir, previousRelease} from '../releases';
import {API, type DocCodeData, learnPages, type Version} from './data';
import {API_JSON, docPages, exampleFiles, parsePage} from './pages';
import {libraryFiles} from './program';
import {remarkDocCode} from './remark';

/** What a version's pages also depend on. */
function loaderRule({name, dir, files}: Version, fromSite: (file: string) => string) {
  const frozen = name !== 'current';
  const guides = docPages(false, dir);
  const inputs = frozen
    ? readdirSync(fromSite(files), {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [...libraryFiles(), ...exampleFiles().map(fromSite)];
  // The API pages' change notes: the release (package.json's pin) and the release before it.
  const previous = previousRelease(name);
  const notes = ['package.json', ...(previous ? [join(frozenDir(previous), '_doc-code.json')] : [])];
  return {
    dirs: (frozen ? [dir] : [dir, 'src/pages']).map((folder) => fromSite(`${folder}/`)),
    dependencies: [fromSite(frozen ? join(dir, '_doc-code.json') : API_JSON), ...inputs],
    apiDir: fromSite(`${join(dir, API)}/`),
    apiInputs: [...guides, ...notes].map(fromSite),
    fieldTables: guides.filter((page) => parsePage(page).fields.length > 0).map(fromSite),
  };
}

/**
 * The docs' code compiled against the library (./names.ts): names in blocks show quick info and link to the API; API
 * pages end with "Used in the guides" and note what changed since the release before; `<ResponseFields of="…" />` gets
 * its fields, and each key of a sample response links to its row (an undocumented key fails the build). Each version's
 * pages link inside it. The plugin fills the data (./data.ts) the remark step receives, with typedoc/doc-code.mjs's.
 */
export function createDocCode() {
  const data: DocCodeData = {versions: [], pages: new Map()};
  return {
    // A function rather than `[step, data]`: Docusaurus writes the config's options into the client bundle.
    remark: () => remarkDocCode(data),
    plugin: ({siteDir, baseUrl}: LoadContext): Plugin => ({
      name: 'doc-code',
      async allContentLoaded({allContent}) {
        learnPages(data, allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined, baseUrl);
      },
      // What the pages' output also depends on: ./loader.cjs declares it, so that the cache and `npm start` recompile.
      configureWebpack() {
        const rules = data.versions.map((version) => loaderRule(version, (file) => join(siteDir, file)));
        const use = [{loader: join(__dirname, 'loader.cjs'), options: {rules}}];
        const include = rules.flatMap(({dirs}) => dirs);
        return {module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre', use}]}};
      },
    }),
  };
}
