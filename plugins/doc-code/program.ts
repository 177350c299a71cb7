import {join} from 'node:path';
import ts from 'typescript';
import {packageName} from '../../site-facts.mjs';
import {filesUnder, repoRoot} from './pages';

// The docs' code compiles as examples/tsconfig.json says; it lists no files (TS18003): they come from ./pages.ts.
const examples = join(repoRoot, 'examples');
const configFile = ts.readConfigFile(join(examples, 'tsconfig.json'), ts.sys.readFile);
const {options, fileNames, errors} = ts.parseJsonConfigFileContent(configFile.config, ts.sys, examples);
const [error] = [configFile.error, ...errors.filter(({code}) => code !== 18003)].filter(Boolean);
if (error) throw new Error(`examples/tsconfig.json: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`);

/** The entry point the package's name resolves to (`paths`). */
export const LIBRARY_ENTRY = join(repoRoot, options.paths?.[packageName]?.[0] ?? '');

export const libraryFiles = (): string[] =>
  filesUnder('library/src').flatMap((file) => (file.endsWith('.ts') ? [join(repoRoot, 'library/src', file)] : []));

// The docs' code by file name, with a version that changes with its text; files on disk go by their time, read once a
// `docCodeService` call: the service asks for every file's at each query, which took most of a start (22 of 33 s).
const virtual = new Map<string, {code: string; version: number}>();
const times = new Map<string, string>();
const timeOf = (name: string) =>
  times.get(name) ?? (times.set(name, String(ts.sys.getModifiedTime?.(name)?.getTime())).get(name) as string);
const readFile = (name: string) => virtual.get(name)?.code ?? ts.sys.readFile(name);
const service = ts.createLanguageService({
  ...ts.sys, // the file system, for module and type resolution
  useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
  getScriptFileNames: () => [...virtual.keys(), ...fileNames, LIBRARY_ENTRY],
  getScriptVersion: (name) => String(virtual.get(name)?.version ?? timeOf(name)),
  getScriptSnapshot: (name) => ts.ScriptSnapshot.fromString(readFile(name) ?? ''), // asked only what fileExists found
  getCompilationSettings: () => options,
  getDefaultLibFileName: ts.getDefaultLibFilePath,
  fileExists: (name) => virtual.has(name) || ts.sys.fileExists(name),
  readFile,
});

/** One strict program over the docs' code, each piece a module, for the whole run: `npm start` parses what changed. */
export function docCodeService(sources: readonly {fileName: string; code: string}[]): ts.LanguageService {
  times.clear();
  const names = new Set(sources.map(({fileName}) => fileName));
  for (const name of virtual.keys()) if (!names.has(name)) virtual.delete(name);
  for (const {fileName, code} of sources) {
    const known = virtual.get(fileName);
    if (known?.code !== code) virtual.set(fileName, {code, version: (known?.version ?? 0) + 1});
  }
  return service;
}
