import {join, relative} from 'node:path';
import {Prism} from 'prism-react-renderer';
import type {Root, RootContent} from 'mdast';
import {codeImport} from 'remark-code-import';
import {SKIP, visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {SAMPLES} from '../../site-facts.mjs';
import {frozenSignatures, previousRelease, publishedVersion} from '../releases';
import {apiChanges, changeNote} from './api-changes';
import {apiTargets, type DocCodeData, fieldsOf, typedocOf, versionOf} from './data';
import {type CodeInfoData, codeInfoOf, namesOf} from './names';
import {includedFile, mdx, repoRoot, responseFieldsOf} from './pages';
import {sampleKeyInfo} from './samples';
import {attribute, excerptNames, usedInSection} from './used-in';

/**
 * A page's code: blocks filled from files (remark-code-import, `<rootDir>`: the version's included files); an API page
 * ends with "Used in the guides" and notes under its title what changed since the release before; names in code show
 * quick info and link to the API, a sample response's keys link to their rows (an undocumented key fails the build),
 * and `<ResponseFields of="…" />` gets its rows; the page's infos and names: a JSON module of their own, on intent.
 */
export const remarkDocCode = (data: DocCodeData) => (tree: Root, file: VFile) => {
  const version = versionOf(data, file.path);
  codeImport({rootDir: join(repoRoot, version.files)})(tree, file);
  const targets = apiTargets(data, version);
  const exportName = targets.exportOfPage(relative(repoRoot, file.path));
  const previous = previousRelease(version.name);
  if (exportName !== undefined) tree.children.push(...usedInSection(data, version, exportName, tree));
  if (exportName !== undefined && previous !== undefined) {
    const changes = apiChanges(frozenSignatures(previous), typedocOf(version).signatures);
    const release = version.name === 'current' ? publishedVersion() : version.name;
    const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    tree.children.splice(title + 1, 0, ...changeNote(release, changes, exportName));
  }
  const sources = new Map(version.sources().map((source) => [source.code.trimEnd(), source]));
  const page = {infos: [] as CodeInfoData['infos'], blocks: [] as CodeInfoData['lines'][]};
  const languages = new Set<string>(); // whose grammar prism-react-renderer does not bundle: the page imports it
  visit(tree, (node, index, parent) => {
    const method = responseFieldsOf(node);
    if (method && node.type === 'mdxJsxFlowElement') {
      const rows = fieldsOf(version, method).map((row) => [row.path, row.type, row.optional, row.description]);
      node.attributes.push(attribute('fields', JSON.stringify(rows)));
    }
    if (node.type !== 'code' || !parent || index === undefined) return undefined;
    if (node.lang && node.lang !== 'text' && !Prism.languages[node.lang]) languages.add(node.lang);
    const source = sources.get(node.value.trimEnd());
    const file = includedFile({meta: node.meta ?? ''});
    const sample = file?.startsWith(`${SAMPLES}/`) && file.endsWith('.json') ? file : undefined;
    const names = source ? namesOf(source.quickInfo, source.references, targets) : [];
    const shown = excerptNames.get(node) ?? (sample ? sampleKeyInfo(data, version, node.value, sample) : names);
    if (shown.length === 0) return undefined;
    const block = page.blocks.push(codeInfoOf(node.value, shown, page.infos).lines) - 1;
    const [element] = mdx.parse(`<CodeInfo data={codeInfoData} block={${block}} />`).children;
    parent.children[index] = Object.assign(element as RootContent, {children: [node]});
    return [SKIP, index + 1];
  });
  const grammars = ['@site/src/prism/global', ...[...languages].map((lang) => `prismjs/components/prism-${lang}`)];
  const head = languages.size ? mdx.parse(grammars.map((name) => `import '${name}';`).join('\n')).children : [];
  if (page.blocks.length === 0) return void tree.children.unshift(...head);
  // A module of its own, from a data URL (no file to keep in step with the bundler's cache).
  const url = `data:application/json;base64,${Buffer.from(JSON.stringify(page)).toString('base64')}`;
  // Parsed as MDX, which gives each node the syntax tree MDX compiles.
  const [imports, table] = mdx.parse(`import CodeInfo, {CodeInfos} from '@site/src/components/CodeInfo/OnIntent';
export const codeInfoData = () => import('${url}');

<CodeInfos data={codeInfoData} />`).children as [RootContent, RootContent];
  tree.children = [...head, imports, ...tree.children, table];
};
