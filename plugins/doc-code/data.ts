import {join, relative} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {API_JSON, frozenRelease} from '../../site-facts.mjs';
import type {ObjectField, TypeDocData} from '../../typedoc/doc-code.mjs';
import {type ApiReference, type ReferencedSource, referencedLibrarySources} from './names';
import {readJson, repoRoot} from './pages';

/** Where TypeDoc writes in a docs folder: `api`. */
export const API: string = relative('docs', readJson<{out: string}>('typedoc.json').out);

export type FrozenDocCode = TypeDocData & {sources: ReferencedSource[]};

/**
 * A docs version (Docusaurus's name): its folder, `<rootDir>`'s folder in its `file=`, its TypeDoc data's file and names
 * in code; a release's as `npm run release-docs` froze them (`_doc-code.json`, `_included/`): its pages stay as released.
 */
export type Version = {name: string; dir: string; files: string; typedoc: string; sources(): ReferencedSource[]};

const current = {name: 'current', dir: 'docs', files: '', typedoc: API_JSON, sources: referencedLibrarySources};

function released(name: string): Version {
  const {dir, included, docCode} = frozenRelease(name);
  return {name, dir, files: included, typedoc: docCode, sources: () => readJson<FrozenDocCode>(docCode).sources};
}

export const typedocOf = (version: Version) => readJson<TypeDocData>(version.typedoc);

/** What the remark step reads: the built versions and each docs page's title and route (`learnPages`). */
export type DocCodeData = {versions: Version[]; pages: Map<string, {title: string; route: string}>};

/** The loaded versions and pages; a route without an index page's trailing slash (trailingSlash: false). */
export function learnPages(data: DocCodeData, content: LoadedContent | undefined, baseUrl: string): void {
  const loaded = content?.loadedVersions ?? [];
  const route = (permalink: string) => permalink.slice(baseUrl.length - 1).replace(/(.)\/$/, '$1');
  data.versions = loaded.map(({versionName}) => (versionName === 'current' ? current : released(versionName)));
  const docs = loaded.flatMap((version) => version.docs);
  data.pages = new Map(
    docs.map(({source, title, permalink}) => [source.replace('@site/', ''), {title, route: route(permalink)}]),
  );
}

const fail = (message: string): never => {
  throw new Error(message);
};

/** The version a page belongs to. One outside the docs (the home page) shows the current docs' code. */
export const versionOf = (data: DocCodeData, path: string): Version =>
  data.versions.find(({dir}) => relative(repoRoot, path).startsWith(`${dir}/`)) ?? current;

export const docPage = (data: DocCodeData, file: string) =>
  data.pages.get(file) ?? fail(`doc-code: the docs plugin loaded no page from ${file}`);

export const fieldsOf = (version: Version, method: string): ObjectField[] =>
  typedocOf(version).fields[method] ?? fail(`doc-code: TypeDoc found no object that ${method} resolves to`);

/** Where TypeDoc documented the exports: `/docs/api/classes/HealthCheck#gethealth`; which export a page documents. */
export type ApiTargets = ReturnType<typeof apiTargets>;
export function apiTargets(data: DocCodeData, version: Version) {
  const {targets} = typedocOf(version);
  const pageOf = (name: string) => join(version.dir, API, `${targets[name]?.page}`);
  return {
    targetOf: ({exportName, member}: Pick<ApiReference, 'exportName' | 'member'>) => {
      const target = targets[exportName] ?? fail(`doc-code: TypeDoc documented no export named ${exportName}`);
      const anchor = member && target.members[member];
      return `${docPage(data, pageOf(exportName)).route}${anchor ? `#${anchor}` : ''}`;
    },
    exportOfPage: (file: string) => Object.keys(targets).find((name) => pageOf(name) === file),
  };
}
