import {statSync} from 'node:fs';
import ts from 'typescript';
import {type LibrarySource, librarySources} from './library-code';
import {createDocCodeProgram, LIBRARY_ENTRY, libraryFiles} from './program';

/** A name in the docs' code that refers to an export of the library, or to a member of one (0-based line and columns). */
export interface ApiReference {
  line: number;
  start: number;
  end: number;
  /** As written: a renamed import under its local name. */
  text: string;
  exportName: string;
  member?: string;
  /** Whether it names the export in an import (or a destructuring of the module) rather than uses it. */
  inImport: boolean;
}

export interface ReferencedSource extends LibrarySource {
  references: ApiReference[];
}

/**
 * Every name of a file that refers to the library, as the compiler resolves it: through imports (renamed,
 * `type`, namespace, `const {A} = await import(…)`) and types (`health.getHealth()` on a HealthCheck); a
 * local name that equals an export's does not count.
 */
export function findApiReferences(program: ts.Program, fileName: string): ApiReference[] {
  const file = program.getSourceFile(fileName);
  const entry = program.getSourceFile(LIBRARY_ENTRY);
  const checker = program.getTypeChecker();
  const module = entry && checker.getSymbolAtLocation(entry);
  if (!file || !module) throw new Error(`doc-code: the program lacks ${fileName} or ${LIBRARY_ENTRY}`);
  const unalias = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const exports = new Map(checker.getExportsOfModule(module).map((symbol) => [unalias(symbol), symbol.name]));
  // Only these names of `x.name` can be the library's: typing `x` is slow, so others are skipped.
  const types = [...exports.keys()].filter(
    (symbol) => symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface),
  );
  const members = types.flatMap((symbol) => checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)));
  const propertyNames = new Set([...exports.values(), ...members.map((member) => member.name)]);

  /** The export a `const {A} = await import(…)` binding destructures from the library. */
  const destructuredExport = (symbol: ts.Symbol): ts.Symbol | undefined => {
    const declaration = symbol.valueDeclaration;
    if (!declaration || !ts.isBindingElement(declaration) || !ts.isObjectBindingPattern(declaration.parent)) return;
    const property = declaration.propertyName ?? declaration.name;
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) || !ts.isIdentifier(property)) return;
    const exported = checker.getTypeAtLocation(declaration.parent).getProperty(property.text);
    return exported && exports.has(unalias(exported)) ? unalias(exported) : undefined;
  };

  /** The export that declares a member (a method or property of an exported class or interface). */
  const ownerOf = (symbol: ts.Symbol): string | undefined => {
    for (const {parent: owner} of symbol.declarations ?? []) {
      if (!owner || !(ts.isClassLike(owner) || ts.isInterfaceDeclaration(owner)) || !owner.name) continue;
      const exportName = exports.get(checker.getSymbolAtLocation(owner.name) as ts.Symbol);
      if (exportName) return exportName;
    }
    return undefined;
  };

  const resolve = (node: ts.Identifier): Omit<ApiReference, 'line' | 'start' | 'end' | 'text'> | undefined => {
    const isPropertyName = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
    if (isPropertyName && !propertyNames.has(node.text)) return undefined;
    const found = checker.getSymbolAtLocation(node);
    if (!found) return undefined;
    const symbol = unalias(found);
    const destructured = destructuredExport(symbol);
    const exportName = exports.get(destructured ?? symbol);
    const inImport =
      ts.findAncestor(node, ts.isImportDeclaration) !== undefined ||
      (destructured !== undefined && ts.isBindingElement(node.parent));
    if (exportName !== undefined) return {exportName, inImport};
    const owner = ownerOf(symbol);
    return owner === undefined ? undefined : {exportName: owner, member: symbol.name, inImport};
  };

  const references: ApiReference[] = [];
  const visit = (node: ts.Node): void => {
    const resolved = ts.isIdentifier(node) ? resolve(node) : undefined;
    if (resolved) {
      const start = node.getStart(file);
      const {line, character} = file.getLineAndCharacterOfPosition(start);
      const text = node.getText(file);
      references.push({line, start: character, end: character + text.length, text, ...resolved});
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return references;
}

let cached: {key: string; sources: ReferencedSource[]} | undefined;

/** The docs' library code with its references, computed again when a page, an example or the library changed. */
export function referencedLibrarySources(): ReferencedSource[] {
  const sources = librarySources();
  const stamps = libraryFiles().map((file) => statSync(file).mtimeMs);
  const key = JSON.stringify([sources.map(({fileName, code}) => [fileName, code]), stamps]);
  if (cached?.key !== key) {
    const program = createDocCodeProgram(sources);
    cached = {
      key,
      sources: sources.map((source) => ({...source, references: findApiReferences(program, source.fileName)})),
    };
  }
  return cached.sources;
}
