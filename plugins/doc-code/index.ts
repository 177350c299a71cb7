import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Code} from 'mdast';
import type {ObjectField} from '../../typedoc/object-fields.mjs';
import type {CodeName} from './code-info';
import {exampleFiles} from './library-code';
import type {ApiReference} from './names';
import {docPages, parsePage, repoRoot} from './pages';
import {libraryFiles} from './program';
import remarkApiUsedIn from './remark-api-used-in';
import remarkCodeInfo from './remark-code-info';

/** TypeDoc's output folder for its Markdown pages (typedoc.json's `out`). */
export const API_DIR: string = JSON.parse(readFileSync(join(repoRoot, 'typedoc.json'), 'utf-8')).out;

type TypedocTargets = Record<string, {page: string; members: Record<string, string>}>;
/** Where TypeDoc documented the library's exports, as site paths. */
export type ApiTargets = ReturnType<DocCode['apiTargets']>;
/** What the doc-code plugin learns while the site loads, for its remark steps. */
export type DocCode = ReturnType<typeof createDocCode>;

/**
 * The docs' code compiled against the library: names show their quick info and link to the API
 * (./remark-code-info.ts), API pages list their uses (./remark-api-used-in.ts). docusaurus.config.ts creates one
 * and registers its plugin and remark steps, which share it. The plugin finds the JSON that TypeDoc's plugins
 * (typedoc/) write to its generated-files folder, keeps the docs plugin's pages, and tells the bundler what
 * else a page depends on (./loader.cjs): the build cache and `npm start` compile it again when the library,
 * TypeDoc's output, an example or a guide changes (the home page's snippet included).
 */
export function createDocCode() {
  let dataDir = '';
  let pages = new Map<string, {title: string; route: string}>();
  const readData = (name: string) => JSON.parse(readFileSync(join(dataDir, name), 'utf-8'));
  /** A page the docs plugin loaded (`docs/main/install.mdx`): its title and route. */
  const docPage = (file: string) => {
    const page = pages.get(file);
    if (!page) throw new Error(`doc-code: the docs plugin loaded no page from ${file}`);
    return page;
  };

  const docCode = {
    docPage,
    apiTargets() {
      const typedoc: TypedocTargets = readData('api-targets.json');
      const exportsByPage = new Map(Object.entries(typedoc).map(([name, {page}]) => [`${API_DIR}/${page}`, name]));
      return {
        /** An export's page, or a member's place on it: `/docs/api/classes/HealthCheck#gethealth`. */
        targetOf: ({exportName, member}: Pick<ApiReference, 'exportName' | 'member'>) => {
          const target = typedoc[exportName];
          if (!target) throw new Error(`TypeDoc documented no export named ${exportName} (${dataDir})`);
          const anchor = member && target.members[member];
          return `${docPage(`${API_DIR}/${target.page}`).route}${anchor ? `#${anchor}` : ''}`;
        },
        /** The export a page of TypeDoc's documents (`docs/api/classes/HealthCheck.md`). */
        exportOfPage: (file: string) => exportsByPage.get(file),
      };
    },
    /** The fields of the object a method (`Actuator.getHealth`) resolves to, as TypeDoc found them. */
    fieldsOf(method: string): ObjectField[] {
      const fields = readData('response-fields.json')[method];
      if (fields) return fields;
      throw new Error(`response-fields: TypeDoc found no object that ${method} resolves to (${dataDir})`);
    },
    /** The names of the code blocks remark-api-used-in makes, for remark-code-info, which runs next. */
    excerptNames: new WeakMap<Code, CodeName[]>(),
    remarkApiUsedIn: () => remarkApiUsedIn(docCode),
    remarkCodeInfo: () => remarkCodeInfo(docCode),

    plugin(context: LoadContext): Plugin {
      const fromSite = (file: string) => join(context.siteDir, file);
      // Where typedoc/api-targets.mjs and typedoc/object-fields.mjs write.
      dataDir = join(context.generatedFilesDir, 'doc-code');
      return {
        name: 'doc-code',
        async allContentLoaded({allContent}) {
          // The docs plugin's pages by file, each route under the base URL; an index page's permalink ends in a
          // slash, which trailingSlash: false leaves out.
          const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
          const docs = content?.loadedVersions.flatMap((version) => version.docs) ?? [];
          const route = (permalink: string) => permalink.slice(context.baseUrl.length - 1).replace(/(.)\/$/, '$1');
          pages = new Map(
            docs.map((doc) => [doc.source.replace('@site/', ''), {title: doc.title, route: route(doc.permalink)}]),
          );
        },
        configureWebpack(_config, isServer) {
          // The script of the code blocks' quick info, a chunk of its own that only pages with them load.
          const test = fromSite('src/components/CodeInfo/index.tsx'); // not its line.ts, which every page has
          const codeInfo = {test, name: 'code-info', chunks: 'async', enforce: true, priority: 50} as const;
          const optimization = isServer ? {} : {splitChunks: {cacheGroups: {codeInfo}}};
          const data = ['api-targets.json', 'response-fields.json'].map((name) => join(dataDir, name));
          const options = {
            dependencies: [...libraryFiles(), ...data, ...exampleFiles().map(fromSite)],
            apiDir: fromSite(`${API_DIR}/`),
            guides: docPages().map(fromSite),
            fieldTables: docPages()
              .filter((page) => parsePage(page).fields.length > 0)
              .map(fromSite),
          };
          const use = [{loader: join(__dirname, 'loader.cjs'), options}];
          // Every page whose code doc-code reads: the docs, and the home page's snippet (src/pages/_quick-start.mdx).
          const include = [fromSite('docs/'), fromSite('src/pages/')];
          return {optimization, module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre', use}]}};
        },
      };
    },
  };
  return docCode;
}
