import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {frozenDir, previousRelease} from '../releases';
import {API, type DocCodeData, released, type Version} from './data';
import {docPages, exampleFiles, parsePage} from './pages';
import {libraryFiles} from './program';

/** Each docs page's title and route under the base URL, without an index page's trailing slash (trailingSlash: false). */
function learnPages(data: DocCodeData, content: LoadedContent | undefined, baseUrl: string): void {
  const loaded = content?.loadedVersions ?? [];
  const route = (permalink: string) => permalink.slice(baseUrl.length - 1).replace(/(.)\/$/, '$1');
  data.versions = loaded.map(({versionName}) => (versionName === 'current' ? data.current : released(versionName)));
  data.pages = new Map(
    loaded
      .flatMap((version) => version.docs)
      .map((doc) => [doc.source.replace('@site/', ''), {title: doc.title, route: route(doc.permalink)}]),
  );
}

/**
 * What a version's pages' output also depends on (./loader.cjs), so that the cache and `npm start` recompile them:
 * the library, TypeDoc's data and included files, or what a release froze of them.
 */
function loaderRule(data: DocCodeData, version: Version, fromSite: (file: string) => string) {
  const {dir, files} = version;
  const current = dir === data.current.dir;
  const guides = docPages(false, dir);
  const frozenFiles = () =>
    readdirSync(fromSite(files), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  const inputs = current ? [...libraryFiles(), ...exampleFiles().map(fromSite)] : frozenFiles();
  // The API pages' change notes: the release (package.json's pin) and the release before it.
  const previous = previousRelease(version.name);
  const notes = [
    fromSite('package.json'),
    ...(previous ? [fromSite(join(frozenDir(previous), '_doc-code.json'))] : []),
  ];
  return {
    dirs: (current ? [dir, 'src/pages'] : [dir]).map((folder) => fromSite(`${folder}/`)),
    dependencies: [current ? data.apiJson : fromSite(join(dir, '_doc-code.json')), ...inputs],
    apiDir: fromSite(`${join(dir, API)}/`),
    apiInputs: [...guides.map(fromSite), ...notes],
    fieldTables: guides.filter((page) => parsePage(page).fields.length > 0).map(fromSite),
  };
}

/** The plugin that fills `data` for the remark steps, and declares what their output depends on. */
export function docCodePlugin(data: DocCodeData, context: LoadContext): Plugin {
  const fromSite = (file: string) => join(context.siteDir, file);
  data.apiJson = join(context.generatedFilesDir, 'doc-code/api.json'); // typedoc/doc-code.mjs writes it
  return {
    name: 'doc-code',
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      learnPages(data, content, context.baseUrl);
    },
    configureWebpack(_config, isServer) {
      // CodeInfo (not its context, in the theme's CodeBlock/Line) in a chunk that only pages with it load.
      const test = fromSite('src/components/CodeInfo/index.tsx');
      const codeInfo = {test, name: 'code-info', chunks: 'async', enforce: true, priority: 50} as const;
      const optimization = isServer ? {} : {splitChunks: {cacheGroups: {codeInfo}}};
      const rules = data.versions.map((version) => loaderRule(data, version, fromSite));
      const use = [{loader: join(__dirname, 'loader.cjs'), options: {rules}}];
      const include = rules.flatMap(({dirs}) => dirs);
      return {optimization, module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre', use}]}};
    },
  };
}
