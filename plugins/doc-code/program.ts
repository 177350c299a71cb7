import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import {repoRoot} from './pages';

/** Code for the compiler under a file name of its own; the file need not exist. */
export interface CompiledSource {
  fileName: string;
  code: string;
}

// Just enough of Bun's and Deno's globals for the examples, whose runtimes
// cannot be installed here (@types/bun and @types/deno redeclare Node's globals).
const RUNTIME_GLOBALS = `
declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: {port?: number; hostname?: string; fetch(request: Request): Response | Promise<Response>}): {url: URL; stop(): void};
};
declare namespace Deno {
  const env: {get(key: string): string | undefined};
  function serve(
    options: {port?: number; hostname?: string},
    handler: (request: Request) => Response | Promise<Response>,
  ): {finished: Promise<void>; shutdown(): Promise<void>};
}`;
const RUNTIME_GLOBALS_FILE = join(repoRoot, 'plugins', 'doc-code', '__runtime-globals.d.ts');

// The site's tsconfig.json maps `@actuatorjs/actuatorjs` to the library's entry point.
const {paths} = ts.readConfigFile(join(repoRoot, 'tsconfig.json'), ts.sys.readFile).config.compilerOptions;

/** The library's entry point, which the bare import `@actuatorjs/actuatorjs` resolves to. */
export const LIBRARY_ENTRY = join(repoRoot, paths['@actuatorjs/actuatorjs'][0]);

/** The library's source files (absolute paths), which the docs' code compiles against. */
export function libraryFiles(): string[] {
  const dir = join(repoRoot, 'library', 'src');
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts'],
  types: ['node'],
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  skipLibCheck: true,
  baseUrl: repoRoot,
  paths,
};

// Parsed files, kept from one program to the next: in `npm start` only changed code is parsed again.
const parsed = new Map<string, ts.SourceFile>();

/**
 * One strict program over the docs' code, each piece a module of its own, the
 * library import resolving to library/src. The doc-code tests read its
 * diagnostics; the build asks its checker what each name refers to.
 */
export function createDocCodeProgram(sources: readonly CompiledSource[]): ts.Program {
  const virtual = new Map([
    [RUNTIME_GLOBALS_FILE, RUNTIME_GLOBALS],
    ...sources.map((s) => [s.fileName, s.code] as const),
  ]);
  const host = ts.createCompilerHost(options, true);
  const {fileExists, readFile} = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion) => {
    const text = host.readFile(name);
    if (text === undefined) return undefined;
    const cached = parsed.get(name);
    if (cached?.text === text) return cached;
    const file = ts.createSourceFile(name, text, languageVersion, true);
    parsed.set(name, file);
    return file;
  };
  return ts.createProgram([...sources.map((source) => source.fileName), RUNTIME_GLOBALS_FILE], options, host);
}
