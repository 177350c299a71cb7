import {join, relative} from 'node:path';
import ts from 'typescript';

// What library/src/index.ts exports (read by the TypeScript compiler) and the API page TypeDoc makes of each (`route`,
// in the api/ `folder` of its kind): a new export is checked with no edit to the tests.
type LibraryExport = {name: string; folder: string; route: string; file: string; hasExample: boolean};

// Its own root, not plugins/doc-code's: library/test type-checks this file with the library's settings, no site code.
const repoRoot = join(__dirname, '..', '..');
export const entryPoint = join(repoRoot, 'library', 'src', 'index.ts');

/** The compiler options of library/tsconfig.json, the library's own. */
export const libraryOptions = (() => {
  const host = {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {}};
  const config = ts.getParsedCommandLineOfConfigFile(join(repoRoot, 'library', 'tsconfig.json'), {}, host);
  if (!config) throw new Error('cannot read library/tsconfig.json');
  return config.options;
})();

/** The library as TypeScript reads it (with its own options by default), and the entry point's module symbol. */
export function libraryProgram(moreRootFiles: string[] = [], options = libraryOptions) {
  const program = ts.createProgram([entryPoint, ...moreRootFiles], options);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryPoint);
  const module = entry && checker.getSymbolAtLocation(entry);
  if (!module) throw new Error(`TypeScript could not read ${entryPoint}`);
  return {program, checker, module};
}

// typedoc-plugin-markdown's folder for each kind of declaration.
const folders: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Class, 'classes'],
  [ts.SymbolFlags.Interface, 'interfaces'],
  [ts.SymbolFlags.Enum, 'enumerations'],
  [ts.SymbolFlags.Module, 'namespaces'],
  [ts.SymbolFlags.TypeAlias, 'type-aliases'],
  [ts.SymbolFlags.Function, 'functions'],
  [ts.SymbolFlags.Variable, 'variables'],
];

export function libraryExports(): LibraryExport[] {
  // Only the library's own files: names and kinds need no type checking.
  const {checker, module} = libraryProgram([], {noLib: true, types: [], noEmit: true});
  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const folder = folders.find(([flag]) => symbol.flags & flag)?.[1];
      const declaration = symbol.declarations?.[0];
      if (!folder || !declaration)
        throw new Error(`library/src/index.ts: cannot tell what kind of export ${exported.name} is`);
      return {
        name: exported.name,
        folder,
        route: `/api/${folder}/${exported.name}`,
        file: relative(repoRoot, declaration.getSourceFile().fileName),
        hasExample: ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'example'),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
