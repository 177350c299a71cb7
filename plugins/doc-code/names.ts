import ts from 'typescript';
import {firstParagraph} from '../../typedoc/front-matter.mjs';
import type {ApiTargets} from './data';
import {librarySources} from './pages';
import {docCodeService, LIBRARY_ENTRY} from './program';

/** 0-based line and columns, `end` excluded. */
type Place = {line: number; start: number; end: number};

/** A name in the docs' code for a library export or member; `inImport`: in an import or a destructuring of it. */
export type ApiReference = Place & {text: string; exportName: string; member?: string; inImport: boolean};

/** What an editor shows on hover: the declaration as the compiler prints it, its doc comment's first sentence. */
export type QuickInfo = Place & {declaration: string; doc: string};

/** The first sentence of a doc comment's first paragraph, as plain text (`{@link X}` reads X), or ''. */
export function firstSentence(documentation: readonly ts.SymbolDisplayPart[] = []): string {
  const plain = firstParagraph(documentation.map((part) => (part.kind === 'link' ? '' : part.text)).join(''));
  return /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
}

/**
 * Each name of a file defined in the docs' code or the library (not node_modules' typings: they doubled a page's
 * bytes): its quick info, and whether it refers to a library export, its constructor or a member of one. A local
 * name equal to an export's does not count, nor does an object literal's key.
 */
export function findNames(service: ts.LanguageService, fileName: string) {
  const program = service.getProgram() as ts.Program;
  const [file, entry] = [program.getSourceFile(fileName), program.getSourceFile(LIBRARY_ENTRY)];
  const checker = program.getTypeChecker();
  const module = entry && checker.getSymbolAtLocation(entry);
  if (!file || !module) throw new Error(`doc-code: the program lacks ${fileName} or ${LIBRARY_ENTRY}`);

  // Where a definition can point: an export (and its name in the entry point), its constructor, a member.
  const apiAt = new Map<string, Pick<ApiReference, 'exportName' | 'member'>>();
  const place = (node: ts.Node) =>
    `${node.getSourceFile().fileName}:${(ts.getNameOfDeclaration(node as ts.Declaration) ?? node).getStart()}`;
  for (const exported of checker.getExportsOfModule(module)) {
    const exportName = exported.name;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    for (const declaration of [...(exported.declarations ?? []), ...(symbol.declarations ?? [])])
      apiAt.set(place(declaration), {exportName});
    for (const [name, member] of symbol.members ?? [])
      for (const declaration of member.declarations ?? [])
        apiAt.set(place(declaration), name === '__constructor' ? {exportName} : {exportName, member: String(name)});
  }

  const found = {references: [] as ApiReference[], quickInfo: [] as QuickInfo[]};
  const visit = (node: ts.Node): void => {
    const at = node.getStart(file);
    const definitions = ts.isIdentifier(node) ? (service.getDefinitionAtPosition(fileName, at) ?? []) : [];
    const info = definitions.some(({fileName: where}) => !where.includes('/node_modules/'))
      ? service.getQuickInfoAtPosition(fileName, at)
      : undefined;
    const {line, character: start} = file.getLineAndCharacterOfPosition(at);
    const end = start + node.end - at;
    if (info?.displayParts?.length) {
      const [declaration, doc] = [ts.displayPartsToString(info.displayParts), firstSentence(info.documentation)];
      found.quickInfo.push({line, start, end, declaration, doc});
    }
    const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    const api = isKey
      ? undefined
      : definitions.map((where) => apiAt.get(`${where.fileName}:${where.textSpan.start}`)).find(Boolean);
    if (api) {
      const inImport =
        !!ts.findAncestor(node, ts.isImportDeclaration) || (ts.isBindingElement(node.parent) && !api.member);
      found.references.push({line, start, end, text: node.getText(file), ...api, inImport});
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return found;
}

type Found = ReturnType<typeof librarySources>[number] & ReturnType<typeof findNames>;
/** A piece of the docs' library code with its names (`file`: where the pages show it). */
export type ReferencedSource = Omit<Found, 'fileName'>;
let cached: {program?: ts.Program; sources: Found[]} | undefined;
/** The docs' library code with its names, found again when the program changed (a page, an example, the library). */
export function referencedLibrarySources(): Found[] {
  const sources = librarySources();
  const service = docCodeService(sources);
  const program = service.getProgram(); // the same object while no file's version changed
  if (!cached || cached.program !== program)
    cached = {program, sources: sources.map((source) => ({...source, ...findNames(service, source.fileName)}))};
  return cached.sources;
}

/**
 * A block's names for src/components/CodeInfo, per line keyed by its text (the theme's Line sees no line numbers):
 * columns, quick info (an index in `infos`, shared by the page's blocks: each info once a page) and link.
 */
export type CodeInfoData = {
  infos: [declaration: string, doc: string][];
  lines: Record<string, [start: number, end: number, info: number, to?: string][]>;
};

export type CodeName = QuickInfo & {to?: string};

export const namesOf = (quickInfo: QuickInfo[], references: ApiReference[], {targetOf}: ApiTargets) =>
  quickInfo.map((info): CodeName => {
    const reference = references.find(({line, start}) => line === info.line && start === info.start);
    return reference ? {...info, to: targetOf(reference)} : info;
  });

/** `code`'s data, its infos added to `infos`; a text on lines of different names (shadowing) gets none, not wrong. */
export function codeInfoOf(code: string, names: readonly CodeName[], infos: CodeInfoData['infos'] = []): CodeInfoData {
  const indexes = new Map(infos.map((info, index) => [JSON.stringify(info), index]));
  const byText = new Map<string, string>(); // a line's names as JSON; '' when lines of the same text differ
  code.split('\n').forEach((text, line) => {
    const own = names.filter((name) => name.line === line).sort((a, b) => a.start - b.start);
    const json = JSON.stringify(
      own.map(({start, end, declaration, doc, to}) => {
        const key = JSON.stringify([declaration, doc]);
        if (!indexes.has(key)) indexes.set(key, infos.push([declaration, doc]) - 1);
        return [start, end, indexes.get(key), ...(to ? [to] : [])];
      }),
    );
    byText.set(text, (byText.get(text) ?? json) === json ? json : '');
  });
  const lines = [...byText].filter(([, json]) => json !== '' && json !== '[]');
  return {infos, lines: Object.fromEntries(lines.map(([text, json]) => [text, JSON.parse(json)]))};
}
