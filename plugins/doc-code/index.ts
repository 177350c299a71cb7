import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {frozenRelease, SAMPLES} from '../../site-facts.mjs';
import {previousRelease} from '../releases';
import {API, type DocCodeData, learnPages, type Version} from './data';
import {docPages, exampleFiles, filesUnder, parsePage} from './pages';
import {libraryFiles} from './program';
import {remarkDocCode} from './remark';

/** What a version's pages also depend on, for ./loader.cjs: the cache and `npm start` then recompile them. */
function loaderRules({name, dir, files, typedoc}: Version, fromSite: (file: string) => string) {
  const frozen = name !== 'current';
  const guides = docPages(false, dir);
  const inputs = frozen
    ? filesUnder(files).map((file) => fromSite(join(files, file)))
    : [...libraryFiles(), ...exampleFiles().map(fromSite)];
  // The API pages' change notes: the release (package.json's pin) and the release before it.
  const previous = previousRelease(name);
  const notes = ['package.json', ...(previous ? [frozenRelease(previous).docCode] : [])];
  const fieldTables = guides.filter((page) => parsePage(page).fields.length > 0).map(fromSite);
  return [
    ...(frozen ? [dir] : [dir, 'src/pages']).flatMap((folder) => [
      {dir: fromSite(`${folder}/`), files: [fromSite(typedoc), ...inputs]},
      {dir: fromSite(`${folder}/`), text: `file=<rootDir>/${SAMPLES}/`, files: fieldTables},
    ]),
    {dir: fromSite(`${join(dir, API)}/`), files: [...guides, ...notes].map(fromSite)},
  ];
}

/**
 * The docs' code compiled against the library (./names.ts) for a remark step (./remark.ts), whose data (./data.ts) the
 * plugin fills as the site loads, beside typedoc/doc-code.mjs's. Each version's pages link inside it.
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
      configureWebpack() {
        const rules = data.versions.flatMap((version) => loaderRules(version, (file) => join(siteDir, file)));
        const use = [{loader: join(__dirname, 'loader.cjs'), options: {rules}}];
        const include = rules.map(({dir}) => dir);
        return {module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre', use}]}};
      },
    }),
  };
}
