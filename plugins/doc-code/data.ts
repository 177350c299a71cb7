import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Code} from 'mdast';
import type {ObjectField} from '../../typedoc/doc-code.mjs';
import {frozenDir} from '../releases';
import type {ApiSignatures} from './api-changes';
import type {ApiReference, CodeName, ReferencedSource} from './names';
import {referencedLibrarySources} from './names';
import {repoRoot} from './pages';

/** Where TypeDoc writes in a docs folder: `api`. */
export const API: string = relative('docs', JSON.parse(readFileSync(join(repoRoot, 'typedoc.json'), 'utf-8')).out);

/** What typedoc/doc-code.mjs writes: each export's page (under API) and members' anchors, each method's fields. */
type TypeDocData = {
  targets: Record<string, {page: string; members: Record<string, string>}>;
  fields: Record<string, ObjectField[]>;
  signatures: ApiSignatures;
};

export type FrozenDocCode = TypeDocData & {sources: Omit<ReferencedSource, 'fileName'>[]};

/**
 * A docs version as doc-code reads it: its folder, the folder `<rootDir>` stands for in its pages' `file=`, and its
 * TypeDoc data and names in code. The current docs compute them; `npm run release-docs` froze a release's in
 * `<dir>/_doc-code.json` and its included files in `<dir>/_included/`, so each release's pages stay as released.
 * `name`: Docusaurus's, `current` or the release's.
 */
export type Version = {
  name: string;
  dir: string;
  files: string;
  typedoc: () => TypeDocData;
  sources: () => ReferencedSource[];
};

/**
 * What the remark steps read, in one object that the plugin fills: where typedoc/doc-code.mjs wrote the current docs'
 * data (`plugin()`), the versions the site builds and each docs page's title and route (`allContentLoaded`). The
 * "Used in the guides" step leaves its excerpts' names in `excerptNames` for the code info step, which runs next.
 */
export type DocCodeData = {
  apiJson: string;
  current: Version;
  versions: Version[];
  pages: Map<string, {title: string; route: string}>;
  excerptNames: WeakMap<Code, CodeName[]>;
};

/** Where TypeDoc documented the exports: `/docs/api/classes/HealthCheck#gethealth`; which export a page documents. */
export type ApiTargets = {
  targetOf(reference: Pick<ApiReference, 'exportName' | 'member'>): string;
  exportOfPage(file: string): string | undefined;
};

const fail = (message: string): never => {
  throw new Error(message);
};

/** The data before the plugin loads: the current docs only, and no pages yet. */
export function createData(): DocCodeData {
  const current: Version = {
    name: 'current',
    dir: 'docs',
    files: '',
    typedoc: () => JSON.parse(readFileSync(data.apiJson, 'utf-8')),
    sources: referencedLibrarySources,
  };
  const data: DocCodeData = {apiJson: '', current, versions: [current], pages: new Map(), excerptNames: new WeakMap()};
  return data;
}

// A release's data, parsed again only when its file changes.
const frozen = new Map<string, {text: string; data: FrozenDocCode}>();
const frozenData = (dir: string): FrozenDocCode => {
  const text = readFileSync(join(repoRoot, dir, '_doc-code.json'), 'utf-8');
  if (frozen.get(dir)?.text !== text) frozen.set(dir, {text, data: JSON.parse(text)});
  return (frozen.get(dir) as {data: FrozenDocCode}).data;
};

/** A release's version, read from what `npm run release-docs` froze. */
export const released = (name: string): Version => ({
  name,
  dir: frozenDir(name),
  files: join(frozenDir(name), '_included'),
  typedoc: () => frozenData(frozenDir(name)),
  sources: () => frozenData(frozenDir(name)).sources.map((source) => ({...source, fileName: source.file})),
});

/** The version a page belongs to. One outside the docs (the home page) shows the current docs' code. */
export const versionOf = (data: DocCodeData, path: string): Version => {
  const file = relative(repoRoot, path);
  return data.versions.find(({dir}) => file.startsWith(`${dir}/`)) ?? data.current;
};

export const docPage = (data: DocCodeData, file: string) =>
  data.pages.get(file) ?? fail(`doc-code: the docs plugin loaded no page from ${file}`);

export const fieldsOf = (version: Version, method: string): ObjectField[] =>
  version.typedoc().fields[method] ?? fail(`doc-code: TypeDoc found no object that ${method} resolves to`);

export function apiTargets(data: DocCodeData, version: Version): ApiTargets {
  const {targets} = version.typedoc();
  const route = (page: string) => docPage(data, join(version.dir, API, page)).route;
  return {
    targetOf: ({exportName, member}) => {
      const target = targets[exportName] ?? fail(`doc-code: TypeDoc documented no export named ${exportName}`);
      const anchor = member && target.members[member];
      return `${route(target.page)}${anchor ? `#${anchor}` : ''}`;
    },
    exportOfPage: (file) =>
      Object.keys(targets).find((name) => join(version.dir, API, `${targets[name]?.page}`) === file),
  };
}
