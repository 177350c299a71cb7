import {statSync} from 'node:fs';
import ts from 'typescript';
import {type LibrarySource, librarySources} from './library-code';
import {createDocCodeProgram, LIBRARY_ENTRY, libraryFiles} from './program';

/** An identifier of the docs' code that the compiler resolves to an export of the library. */
export interface ApiReference {
  /** 0-based line in the code. */
  line: number;
  /** 0-based columns of the identifier on that line, `end` excluded. */
  start: number;
  end: number;
  /** The identifier as written (a renamed import is written under its local name). */
  text: string;
  /** The export it refers to, by its exported name. */
  exportName: string;
  /** The method or property of that export it refers to, if it is one. */
  member?: string;
  /** Whether it names the export in an import (or a destructuring of the module) rather than using it. */
  inImport: boolean;
}

export interface ReferencedSource extends LibrarySource {
  references: ApiReference[];
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The library's exports, keyed by the symbol that declares each. */
function libraryExports(program: ts.Program, checker: ts.TypeChecker): Map<ts.Symbol, string> {
  const entry = program.getSourceFile(LIBRARY_ENTRY);
  const module = entry && checker.getSymbolAtLocation(entry);
  if (!module) throw new Error(`doc-code: the program does not include the library's entry point ${LIBRARY_ENTRY}`);
  return new Map(
    checker.getExportsOfModule(module).map((exported) => [resolveAlias(checker, exported), exported.name]),
  );
}

/**
 * The export a `const` binding destructures from the library's module, as in
 * `const {Actuator} = await import("@actuatorjs/actuatorjs")`: the binding is
 * another way of importing it. A property destructured from anything else
 * (`const {status} = health`) stays a local name.
 */
function destructuredExport(
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  exports: Map<ts.Symbol, string>,
): ts.Symbol | undefined {
  const declaration = symbol.valueDeclaration;
  if (!declaration || !ts.isBindingElement(declaration) || !ts.isObjectBindingPattern(declaration.parent)) return;
  if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return;
  const property = declaration.propertyName ?? declaration.name;
  if (!ts.isIdentifier(property)) return;
  const exported = checker.getTypeAtLocation(declaration.parent).getProperty(property.text);
  const resolved = exported && resolveAlias(checker, exported);
  return resolved && exports.has(resolved) ? resolved : undefined;
}

/** The names an `x.name` that refers to the library can end with: exports (of a namespace import) and their members. */
function propertyNames(exports: Map<ts.Symbol, string>, checker: ts.TypeChecker): Set<string> {
  const names = new Set<string>(exports.values());
  for (const symbol of exports.keys()) {
    if (!(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) continue;
    for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) names.add(member.name);
  }
  return names;
}

/** The export that declares a member (a method or property of an exported class or interface). */
function ownerOf(symbol: ts.Symbol, checker: ts.TypeChecker, exports: Map<ts.Symbol, string>): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    const owner = declaration.parent;
    if (!owner || !(ts.isClassLike(owner) || ts.isInterfaceDeclaration(owner)) || !owner.name) continue;
    const ownerSymbol = checker.getSymbolAtLocation(owner.name);
    const exportName = ownerSymbol && exports.get(ownerSymbol);
    if (exportName) return exportName;
  }
  return undefined;
}

/**
 * Every identifier of one file of the program that refers to an export of the
 * library or to a member of one, as the compiler resolves it: through imports
 * (renamed or `type`-only), namespace imports and destructured dynamic
 * imports, and through the type of an expression (`health.getHealth()` on a
 * HealthCheck). A local name that happens to equal an export's does not refer
 * to it, and is left out.
 */
export function findApiReferences(program: ts.Program, fileName: string): ApiReference[] {
  const file = program.getSourceFile(fileName);
  if (!file) throw new Error(`doc-code: ${fileName} is not part of the program`);
  const checker = program.getTypeChecker();
  const exports = libraryExports(program, checker);
  const properties = propertyNames(exports, checker);

  /** What the identifier refers to, if it is the library: an export, or an export and one of its members. */
  const resolve = (node: ts.Identifier): Pick<ApiReference, 'exportName' | 'member' | 'inImport'> | undefined => {
    // Resolving `x.name` types `x` first, which for a framework's objects
    // takes most of the time: skip the names that cannot refer to the library.
    const isPropertyName = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
    if (isPropertyName && !properties.has(node.text)) return undefined;
    const found = checker.getSymbolAtLocation(node);
    if (!found) return undefined;
    const symbol = resolveAlias(checker, found);
    const destructured = destructuredExport(symbol, checker, exports);
    const exportName = exports.get(destructured ?? symbol);
    const inImport =
      ts.findAncestor(node, ts.isImportDeclaration) !== undefined ||
      (destructured !== undefined && ts.isBindingElement(node.parent));
    if (exportName !== undefined) return {exportName, inImport};
    const owner = ownerOf(symbol, checker, exports);
    return owner === undefined ? undefined : {exportName: owner, member: symbol.name, inImport};
  };

  const references: ApiReference[] = [];
  const visit = (node: ts.Node): void => {
    const resolved = ts.isIdentifier(node) ? resolve(node) : undefined;
    if (resolved) {
      const start = node.getStart(file);
      const {line, character} = file.getLineAndCharacterOfPosition(start);
      references.push({
        line,
        start: character,
        end: character + node.getEnd() - start,
        text: node.getText(file),
        ...resolved,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return references;
}

/** Modification times of the library's source files, which the docs' code compiles against. */
function libraryStamp(): string {
  return libraryFiles()
    .map((file) => `${file}@${statSync(file).mtimeMs}`)
    .join('\n');
}

let cached: {key: string; sources: ReferencedSource[]} | undefined;

/**
 * The docs' library code (plugins/doc-code/library-code.ts), each piece with
 * the identifiers that refer to the library. Computed once, and again only
 * when a page, an example or the library has changed since (`npm start`).
 */
export function referencedLibrarySources(): ReferencedSource[] {
  const sources = librarySources();
  const key = JSON.stringify([sources.map(({fileName, code}) => [fileName, code]), libraryStamp()]);
  if (cached?.key !== key) {
    const program = createDocCodeProgram(sources);
    cached = {
      key,
      sources: sources.map((source) => ({...source, references: findApiReferences(program, source.fileName)})),
    };
  }
  return cached.sources;
}
