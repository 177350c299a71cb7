import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {ApiReference} from './names';
import {exampleFiles} from './library-code';
import {docPages, repoRoot} from './pages';
import {libraryFiles} from './program';

/** TypeDoc's output folder (typedoc.json's `out`), where plugins/typedoc/ writes what doc-code reads. */
export const API_DIR: string = JSON.parse(readFileSync(join(repoRoot, 'typedoc.json'), 'utf-8')).out;
export const TARGETS_FILE = join(repoRoot, API_DIR, 'api-targets.json');
export const FIELDS_FILE = join(repoRoot, API_DIR, 'response-fields.json');

// Docusaurus loads each plugin and the config as modules of their own (jiti, no require
// cache): the docs plugin's pages pass from here to the remark steps on this global.
const key = Symbol.for('actuatorjs-docs/doc-pages');
const store = globalThis as {[key]?: Map<string, {title: string; route: string}>};

/** Keeps the docs plugin's pages by file (`docs/main/install.mdx`), each route under the base URL. */
function keepDocPages(allContent: AllContent, baseUrl: string): void {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  const docs = content?.loadedVersions.flatMap((version) => version.docs) ?? [];
  // An index page's permalink ends in a slash; with trailingSlash: false it is served without.
  const route = (permalink: string) => permalink.slice(baseUrl.length - 1).replace(/(.)\/$/, '$1');
  store[key] = new Map(
    docs.map((doc) => [doc.source.replace('@site/', ''), {title: doc.title, route: route(doc.permalink)}]),
  );
}

/** A page the docs plugin loaded: its title and route. */
export function docPage(file: string): {title: string; route: string} {
  const page = store[key]?.get(file);
  if (!page) throw new Error(`doc-code: the docs plugin loaded no page from ${file}`);
  return page;
}

/** Where TypeDoc documented the library's exports, as site paths. */
export type ApiTargets = ReturnType<typeof apiTargets>;
type TypedocTargets = Record<string, {page: string; members: Record<string, string>}>;

export function apiTargets() {
  const typedoc: TypedocTargets = JSON.parse(readFileSync(TARGETS_FILE, 'utf-8'));
  const exportsByPage = new Map(Object.entries(typedoc).map(([name, {page}]) => [`${API_DIR}/${page}`, name]));
  return {
    /** An export's page, or a member's place on it: `/docs/api/classes/HealthCheck#gethealth`. */
    targetOf: ({exportName, member}: Pick<ApiReference, 'exportName' | 'member'>): string => {
      const target = typedoc[exportName];
      if (!target) throw new Error(`TypeDoc documented no export named ${exportName} (${TARGETS_FILE})`);
      const anchor = member && target.members[member];
      return `${docPage(`${API_DIR}/${target.page}`).route}${anchor ? `#${anchor}` : ''}`;
    },
    /** The export a page of TypeDoc's documents (`docs/api/classes/HealthCheck.md`). */
    exportOfPage: (file: string) => exportsByPage.get(file),
  };
}

/**
 * The docs' code compiled against the library: names show their quick info and link to the API
 * (./remark-code-info.ts), API pages list their uses (./remark-api-used-in.ts). This plugin hands those steps
 * the docs plugin's pages, and tells the bundler what else a page depends on (./loader.cjs): the build cache
 * and `npm start` compile it again when the library, TypeDoc's output, an example or a guide changes (the home
 * page's snippet included).
 */
export default function pluginDocCode(context: LoadContext): Plugin {
  const fromSite = (file: string) => join(context.siteDir, file);
  return {
    name: 'doc-code',
    async allContentLoaded({allContent}) {
      keepDocPages(allContent, context.baseUrl);
    },
    configureWebpack(_config, isServer) {
      // The script of the code blocks' quick info, a chunk of its own that only pages with them load.
      const test = fromSite('src/components/CodeInfo/index.tsx'); // not its line.ts, which every page has
      const codeInfo = {test, name: 'code-info', chunks: 'async', enforce: true, priority: 50} as const;
      const optimization = isServer ? {} : {splitChunks: {cacheGroups: {codeInfo}}};
      const options = {
        dependencies: [...libraryFiles(), TARGETS_FILE, FIELDS_FILE, ...exampleFiles().map(fromSite)],
        apiDir: fromSite(`${API_DIR}/`),
        apiDependencies: docPages().map(fromSite),
      };
      const use = [{loader: join(__dirname, 'loader.cjs'), options}];
      // Every page whose code doc-code reads: the docs, and the home page's snippet (src/pages/_quick-start.mdx).
      const include = [fromSite('docs/'), fromSite('src/pages/')];
      return {optimization, module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre', use}]}};
    },
  };
}
