import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Code, List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString as plainText} from 'mdast-util-to-string';
import ts from 'typescript';
import {codeImport} from 'remark-code-import';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import type {ObjectField} from '../../typedoc/doc-code.mjs';
import {frozenDir, frozenSignatures, previousRelease, publishedVersion} from '../releases';
import {type ApiSignatures, apiChanges, changeNote} from './api-changes';
import type {ApiReference, CodeInfoData, CodeName, ReferencedSource} from './names';
import {codeInfoOf, firstSentence, namesOf, referencedLibrarySources} from './names';
import {codeBlocksOf, docPages, exampleFiles, includedFile, mdx, parsePage, repoRoot, responseFieldsOf} from './pages';
import {libraryFiles} from './program';

/** Where TypeDoc writes in a docs folder: `api`. */
const API: string = relative('docs', JSON.parse(readFileSync(join(repoRoot, 'typedoc.json'), 'utf-8')).out);
const MAX_EXCERPT_LINES = 8;
/** What typedoc/doc-code.mjs writes: each export's page (under API) and members' anchors, each method's fields. */
type TypeDocData = {
  targets: Record<string, {page: string; members: Record<string, string>}>;
  fields: Record<string, ObjectField[]>;
  signatures: ApiSignatures;
};
/**
 * A docs version as doc-code reads it: its folder, the folder `<rootDir>` stands for in its pages' `file=`, and its
 * TypeDoc data and names in code. The current docs compute them; `npm run release-docs` froze a release's in
 * `<dir>/_doc-code.json` and its included files in `<dir>/_included/`, so each release's pages stay as released.
 * `name`: Docusaurus's, `current` or the release's.
 */
type Version = {
  name: string;
  dir: string;
  files: string;
  typedoc: () => TypeDocData;
  sources: () => ReferencedSource[];
};

export type FrozenDocCode = TypeDocData & {sources: Omit<ReferencedSource, 'fileName'>[]};

/** Where TypeDoc documented the exports: `/docs/api/classes/HealthCheck#gethealth`; which export a page documents. */
export type ApiTargets = {
  targetOf(reference: Pick<ApiReference, 'exportName' | 'member'>): string;
  exportOfPage(file: string): string | undefined;
};

// Loaded with the page's chunks; parsed as MDX, which gives each node the syntax tree MDX compiles. A page's quick
// infos are one table, which `<CodeInfos infos={…} />` renders once at the page's end and each block's lines index.
const codeInfoNodes = (infos: CodeInfoData['infos']) =>
  mdx.parse(`import CodeInfo, {CodeInfos} from '@site/src/components/CodeInfo';

<CodeInfos infos={${JSON.stringify(infos)}} />`).children as [RootContent, RootContent];

const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = (url: string, label: string): PhrasingContent => ({type: 'link', url, children: [text(label)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
/** Styled by `.used-in` (src/css/custom.css): no indent, so excerpts keep the column's 72 columns. */
const list = (children: ListItem[]): List => ({type: 'list', data: {hProperties: {className: ['used-in']}}, children});
const indentOf = (line = '') => line.length - line.trimStart().length;
const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value}) as const;

/** A native disclosure (the theme's Details); its summary's text right inside it, as MDX leaves a one-line one. */
function details(summary: string, content: List): MdxJsxFlowElement {
  const summaryLine = {type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [text(summary)]};
  const children = [summaryLine as unknown as List, content];
  return {type: 'mdxJsxFlowElement', name: 'details', attributes: [attribute('className', 'used-in')], children};
}

/** An excerpt's lines for a use on `line`: from it (or the line it continues) to the statement's end. */
function excerptRange(lines: string[], line: number): [from: number, to: number] {
  const from = line > 0 && /[([,=]\s*$|=>\s*$/.test(lines[line - 1] ?? '') ? line - 1 : line;
  const base = indentOf(lines[from]);
  let to = line;
  while (to - from + 1 < MAX_EXCERPT_LINES && to + 1 < lines.length) {
    if (indentOf(lines[to]) <= base && /;\s*$|^\s*[)\]}]/.test(lines[to] ?? '')) break;
    if (lines[to + 1]?.trim() === '' || indentOf(lines[to + 1]) < base) break;
    to++;
  }
  return [from, to];
}

/** The row that documents a sample's key: its own (a record's key as `*`), or a record of anything above it. */
function fieldOf(fields: readonly ObjectField[], path: readonly string[]): ObjectField | undefined {
  const parts = (field: ObjectField) => field.path.split('.');
  const matches = (field: ObjectField) => parts(field).every((part, at) => part === '*' || part === path[at]);
  const open = (field: ObjectField) => field.type === 'Record<string, any>' && parts(field).length < path.length;
  return (
    fields.find((field) => matches(field) && parts(field).length === path.length) ??
    fields.find((field) => open(field) && matches(field))
  );
}

/**
 * The docs' code compiled against the library (./names.ts): names in blocks show quick info and link to the API;
 * API pages end with "Used in the guides" and note what changed since the release before; `<ResponseFields
 * of="Actuator.getHealth" />` gets its fields, and each key of a sample response links to its row (an undocumented key
 * fails the build). Each version's pages link only inside it. The plugin and remark steps share one instance; typedoc/doc-code.mjs writes what they read.
 */
export function createDocCode() {
  let data = '';
  let pages = new Map<string, {title: string; route: string}>();
  const fail = (message: string): never => {
    throw new Error(message);
  };
  const current: Version = {
    name: 'current',
    dir: 'docs',
    files: '',
    typedoc: () => JSON.parse(readFileSync(data, 'utf-8')),
    sources: referencedLibrarySources,
  };
  // A release's data, parsed again only when its file changes.
  const frozen = new Map<string, {text: string; data: FrozenDocCode}>();
  const frozenData = (dir: string): FrozenDocCode => {
    const text = readFileSync(join(repoRoot, dir, '_doc-code.json'), 'utf-8');
    if (frozen.get(dir)?.text !== text) frozen.set(dir, {text, data: JSON.parse(text)});
    return (frozen.get(dir) as {data: FrozenDocCode}).data;
  };
  const released = (name: string): Version => ({
    name,
    dir: frozenDir(name),
    files: join(frozenDir(name), '_included'),
    typedoc: () => frozenData(frozenDir(name)),
    sources: () => frozenData(frozenDir(name)).sources.map((source) => ({...source, fileName: source.file})),
  });
  // The versions the site builds: the current docs, and the frozen releases the config includes.
  let versions = (): Version[] => [current];
  /** The version a page belongs to. One outside the docs (the home page) shows the current docs' code. */
  const versionOf = (path: string) => {
    const file = relative(repoRoot, path);
    return versions().find(({dir}) => file.startsWith(`${dir}/`)) ?? current;
  };
  const docPage = (file: string) => pages.get(file) ?? fail(`doc-code: the docs plugin loaded no page from ${file}`);
  const fieldsOf = (version: Version, method: string): ObjectField[] =>
    version.typedoc().fields[method] ?? fail(`doc-code: TypeDoc found no object that ${method} resolves to`);
  // The names of the excerpts of "Used in the guides", for the code info step, which runs next.
  const excerptNames = new WeakMap<Code, CodeName[]>();

  function apiTargets(version: Version): ApiTargets {
    const {targets} = version.typedoc();
    const route = (page: string) => docPage(join(version.dir, API, page)).route;
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

  /** Each key of a sample response (its columns, quotes included) with its row's quick info and link. */
  function sampleKeyInfo(version: Version, json: string, sample: string): CodeName[] {
    const file = ts.parseJsonText(sample, json);
    const keys: {path: string[]; node: ts.StringLiteral}[] = [];
    const visitKeys = (node: ts.Node, path: string[]): void => {
      const key = ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) ? node.name : undefined;
      if (key) keys.push({path: [...path, key.text], node: key});
      ts.forEachChild(node, (child) => visitKeys(child, key ? [...path, key.text] : path));
    };
    visitKeys(file, []);
    const tables = docPages(false, version.dir).flatMap((page) =>
      parsePage(page).fields.map((method) => ({page, fields: fieldsOf(version, method)})),
    );
    const table = tables.find(({fields}) => keys.every(({path}) => fieldOf(fields, path)));
    if (!table) throw new Error(`response-fields: no <ResponseFields /> documents every key of ${sample}`);
    return keys.map(({path, node}) => {
      const field = fieldOf(table.fields, path) as ObjectField;
      const {line, character: start} = file.getLineAndCharacterOfPosition(node.getStart(file));
      return {
        line,
        start,
        end: start + node.getWidth(file),
        declaration: `(field) ${field.path}${field.optional ? '?' : ''}: ${field.type}`,
        doc: firstSentence([{kind: 'text', text: field.description}]),
        to: `${docPage(table.page).route}#field-${field.path}`,
      };
    });
  }

  /** The first excerpt of the export's uses not in `shown`: statements first, imports last. */
  function excerptOf(version: Version, source: ReferencedSource, exportName: string, shown: Set<string>) {
    const lines = source.code.split('\n');
    const rank = ({inImport, line}: ApiReference) => (inImport ? 2 : /^\s*[)\]}]/.test(lines[line] ?? '') ? 1 : 0);
    const uses = source.references.filter((reference) => reference.exportName === exportName);
    for (const line of new Set(uses.sort((a, b) => rank(a) - rank(b) || a.line - b.line).map((use) => use.line))) {
      const [from, to] = excerptRange(lines, line);
      const code = lines.slice(from, to + 1).join('\n');
      if (shown.has(code.trim())) continue;
      shown.add(code.trim());
      const shift = <T extends {line: number}>(found: T[]) =>
        found.filter(({line}) => line >= from && line <= to).map((name) => ({...name, line: name.line - from}));
      const shifted = shift(source.references);
      const inExcerpt = shifted.filter((use) => use.exportName === exportName);
      const highlighted = [...new Set(inExcerpt.map((use) => use.line + 1))];
      const meta = [source.title && `title=${JSON.stringify(source.title)}`, highlighted.length && `{${highlighted}}`];
      const excerpt: Code = {type: 'code', lang: source.lang, value: code, meta: meta.filter(Boolean).join(' ')};
      excerptNames.set(excerpt, namesOf(shift(source.quickInfo), shifted, apiTargets(version)));
      return excerpt;
    }
    return undefined;
  }

  /** An item per section whose code (or included example) uses the export: a link, and an excerpt not shown above. */
  function usesOf(version: Version, exportName: string): ListItem[] {
    const uses = new Map<string, ListItem>();
    const shown = new Set<string>();
    for (const source of version.sources()) {
      if (source.file.startsWith(join(version.dir, API))) continue;
      if (!source.references.some((use) => use.exportName === exportName)) continue;
      const places =
        /\.mdx?$/.test(source.file) && source.file.startsWith(`${version.dir}/`)
          ? [{file: source.file, line: source.line}]
          : docPages(false, version.dir)
              .flatMap(codeBlocksOf)
              .filter((block) => join(version.files, includedFile(block) ?? '.') === source.file);
      for (const {file, line} of places) {
        const {sections} = parsePage(file);
        const section = sections.filter((at) => at.line < line).at(-1);
        const {title} = docPage(file);
        // A file link from the version's folder, which Docusaurus resolves inside the linking page's version.
        const to = `/${relative(version.dir, file)}${section ? `#${section.id}` : ''}`;
        if (uses.has(to)) continue;
        const excerpt = excerptOf(version, source, exportName, shown);
        const heading = paragraph(link(to, section ? `${title} › ${section.text}` : title));
        if (!excerpt) heading.children.push(text(': the same lines as an excerpt above.'));
        uses.set(to, {type: 'listItem', spread: false, children: excerpt ? [heading, excerpt] : [heading]});
      }
    }
    return [...uses.values()];
  }

  /** "Used in the guides": the first use, the others behind "More examples", as rustdoc does. */
  function usedInSection(version: Version, exportName: string, tree: Root): RootContent[] {
    const heading: RootContent = {type: 'heading', depth: 2, children: [text('Used in the guides')]};
    const name: PhrasingContent = {type: 'inlineCode', value: exportName};
    const [first, ...more] = usesOf(version, exportName);
    if (!first) {
      // TypeDoc's heading for @example is "Example"; its anchor is "example".
      const example = tree.children.some((node) => node.type === 'heading' && plainText(node) === 'Example');
      const pointer = example ? [text(': see '), link('#example', 'its example'), text(' above.')] : [text('.')];
      return [heading, paragraph(text('No guide or example uses '), name, text(' yet'), ...pointer)];
    }
    const [who, which] = more.length
      ? [`These ${more.length + 1} sections use `, 'each excerpt starts']
      : ['This section uses ', 'its excerpt starts'];
    const rest = more.length ? [details(`More examples (${more.length})`, list(more))] : [];
    return [heading, paragraph(text(who), name, text(`; ${which} at the first use:`)), list([first]), ...rest];
  }

  return {
    /** remark-code-import, `<rootDir>` being the folder of the page's version's included files (the site's). */
    remarkIncludes: () => (tree: Root, file: VFile) =>
      codeImport({rootDir: join(repoRoot, versionOf(file.path).files)})(tree, file),

    remarkApiUsedIn: () => (tree: Root, file: VFile) => {
      const version = versionOf(file.path);
      const exportName = apiTargets(version).exportOfPage(relative(repoRoot, file.path));
      if (exportName === undefined) return;
      tree.children.push(...usedInSection(version, exportName, tree));
      // "New in …" or "Changed in …" under the title, against the release before.
      const previous = previousRelease(version.name);
      if (previous === undefined) return;
      const changes = apiChanges(frozenSignatures(previous), version.typedoc().signatures);
      const release = version === current ? publishedVersion() : version.name;
      const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
      tree.children.splice(title + 1, 0, ...changeNote(release, changes, exportName));
    },

    /** Wraps library code, sample responses and excerpts in CodeInfo; gives each `<ResponseFields>` its rows. */
    remarkCodeInfo: () => (tree: Root, file: VFile) => {
      const version = versionOf(file.path);
      const sources = new Map(version.sources().map((source) => [source.code.trimEnd(), source]));
      const infos: CodeInfoData['infos'] = [];
      visit(tree, (node, index, parent) => {
        const method = responseFieldsOf(node);
        if (method && node.type === 'mdxJsxFlowElement') {
          const rows = fieldsOf(version, method).map((row) => [row.path, row.type, row.optional, row.description]);
          node.attributes.push(attribute('fields', JSON.stringify(rows)));
        }
        if (node.type !== 'code' || !parent || index === undefined) return undefined;
        const source = sources.get(node.value.trimEnd());
        const sample = includedFile({meta: node.meta ?? ''})?.match(/^src\/data\/samples\/.+\.json$/)?.[0];
        const names = source ? namesOf(source.quickInfo, source.references, apiTargets(version)) : [];
        const shown = excerptNames.get(node) ?? (sample ? sampleKeyInfo(version, node.value, sample) : names);
        if (shown.length === 0) return undefined;
        const lines = attribute('lines', JSON.stringify(codeInfoOf(node.value, shown, infos).lines));
        parent.children[index] = {type: 'mdxJsxFlowElement', name: 'CodeInfo', attributes: [lines], children: [node]};
        return [SKIP, index + 1];
      });
      if (infos.length === 0) return;
      const [imports, table] = codeInfoNodes(infos);
      tree.children.unshift(imports);
      tree.children.push(table);
    },

    plugin(context: LoadContext): Plugin {
      const fromSite = (file: string) => join(context.siteDir, file);
      data = join(context.generatedFilesDir, 'doc-code/api.json'); // typedoc/doc-code.mjs writes it

      return {
        name: 'doc-code',
        async allContentLoaded({allContent}) {
          // Each docs page's route under the base URL, without an index page's trailing slash (trailingSlash: false).
          const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
          const loaded = content?.loadedVersions ?? [];
          const docs = loaded.flatMap((version) => version.docs);
          const names = loaded.map(({versionName}) => versionName);
          versions = () => names.map((name) => (name === 'current' ? current : released(name)));
          const route = (permalink: string) => permalink.slice(context.baseUrl.length - 1).replace(/(.)\/$/, '$1');
          pages = new Map(
            docs.map((doc) => [doc.source.replace('@site/', ''), {title: doc.title, route: route(doc.permalink)}]),
          );
        },
        configureWebpack(_config, isServer) {
          // CodeInfo (not its context, in the theme's CodeBlock/Line) in a chunk that only pages with it load.
          const test = fromSite('src/components/CodeInfo/index.tsx');
          const codeInfo = {test, name: 'code-info', chunks: 'async', enforce: true, priority: 50} as const;
          const optimization = isServer ? {} : {splitChunks: {cacheGroups: {codeInfo}}};
          // What a version's pages' output also depends on (./loader.cjs), so that the cache and `npm start`
          // recompile them: the library, TypeDoc's data and included files, or what a release froze of them.
          const rules = versions().map((version) => {
            const {dir, files} = version;
            const guides = docPages(false, dir);
            const frozenFiles = () =>
              readdirSync(fromSite(files), {recursive: true, withFileTypes: true})
                .filter((entry) => entry.isFile())
                .map((entry) => join(entry.parentPath, entry.name));
            const inputs = dir === current.dir ? [...libraryFiles(), ...exampleFiles().map(fromSite)] : frozenFiles();
            // The API pages' change notes: the release (package.json's pin) and the release before it.
            const previous = previousRelease(version.name);
            const notes = [
              fromSite('package.json'),
              ...(previous ? [fromSite(join(frozenDir(previous), '_doc-code.json'))] : []),
            ];
            return {
              dirs: (dir === current.dir ? [dir, 'src/pages'] : [dir]).map((folder) => fromSite(`${folder}/`)),
              dependencies: [dir === current.dir ? data : fromSite(join(dir, '_doc-code.json')), ...inputs],
              apiDir: fromSite(`${join(dir, API)}/`),
              apiInputs: [...guides.map(fromSite), ...notes],
              fieldTables: guides.filter((page) => parsePage(page).fields.length > 0).map(fromSite),
            };
          });
          const use = [{loader: join(__dirname, 'loader.cjs'), options: {rules}}];
          const include = rules.flatMap(({dirs}) => dirs);
          return {optimization, module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre', use}]}};
        },
      };
    },
  };
}
