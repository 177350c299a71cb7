import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import {repoRoot} from './pages';

/** Code for the compiler under a file name of its own, which need not exist. */
export type CompiledSource = {fileName: string; code: string};

// The docs' code compiles as examples/tsconfig.json says, with its declarations of Bun's and Deno's globals.
const examples = join(repoRoot, 'examples');
const configFile = ts.readConfigFile(join(examples, 'tsconfig.json'), ts.sys.readFile);
const {options, fileNames, errors} = ts.parseJsonConfigFileContent(configFile.config, ts.sys, examples);
const [error] = [configFile.error, ...errors].filter(Boolean);
if (error) throw new Error(`examples/tsconfig.json: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`);

/** The library's entry point, which `@actuatorjs/actuatorjs` resolves to (tsconfig.json's `paths`). */
export const LIBRARY_ENTRY = join(repoRoot, options.paths?.['@actuatorjs/actuatorjs']?.[0] ?? '');

/** The library's source files (absolute paths), which the docs' code compiles against. */
export const libraryFiles = (): string[] =>
  readdirSync(join(repoRoot, 'library', 'src'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(repoRoot, 'library', 'src', file));

// Kept from one program to the next: `npm start` parses only what changed.
const parsed = new Map<string, ts.SourceFile>();

/**
 * One strict program over the docs' code, each piece a module of its own, the library import resolving to
 * library/src. The doc-code tests read its diagnostics; the build asks its checker what each name refers to.
 */
export function createDocCodeProgram(sources: readonly CompiledSource[]): ts.Program {
  const virtual = new Map(sources.map(({fileName, code}) => [fileName, code]));
  const host = ts.createCompilerHost(options, true);
  const {fileExists, readFile} = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion) => {
    const text = host.readFile(name);
    if (text !== undefined && parsed.get(name)?.text !== text)
      parsed.set(name, ts.createSourceFile(name, text, languageVersion, true));
    return text === undefined ? undefined : parsed.get(name);
  };
  return ts.createProgram([...virtual.keys(), ...fileNames], options, host);
}
