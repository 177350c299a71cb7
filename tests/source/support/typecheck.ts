import {join} from 'node:path';
import ts from 'typescript';
import {repoRoot} from './doc-code-blocks';

/** A piece of TypeScript to check, and where to point the reader when it fails. */
export interface Snippet {
  /** A path for the compiler; bare imports resolve from its folder. Need not exist. */
  fileName: string;
  /** Shown in failures instead of fileName, e.g. "docs/main/install.mdx:42". */
  origin: string;
  /** Added to diagnostic line numbers to point into the origin. */
  lineOffset: number;
  code?: string;
}

// Just enough of Bun's and Deno's globals for the examples, whose runtimes
// cannot be installed here. Declared by hand so the check needs no new package.
const RUNTIME_GLOBALS = `
declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: {
    port?: number;
    hostname?: string;
    fetch(request: Request): Response | Promise<Response>;
  }): { url: URL; stop(): void };
};
declare namespace Deno {
  const env: { get(key: string): string | undefined };
  function serve(
    options: { port?: number; hostname?: string },
    handler: (request: Request) => Response | Promise<Response>,
  ): { finished: Promise<void>; shutdown(): Promise<void> };
}
`;
const RUNTIME_GLOBALS_FILE = join(repoRoot, 'tests', 'source', 'support', '__runtime-globals.d.ts');

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
  paths: {'@actuatorjs/actuatorjs': ['library/src/index.ts']},
};

/**
 * Type-checks the snippets together in one strict program (the library
 * import resolving to library/src) and returns one readable line per error in
 * a snippet, such as `docs/main/install.mdx:42:7 TS2304 Cannot find name 'x'.`
 */
export function typeCheck(snippets: Snippet[]): string[] {
  const virtual = new Map<string, string>([[RUNTIME_GLOBALS_FILE, RUNTIME_GLOBALS]]);
  for (const {fileName, code} of snippets) if (code !== undefined) virtual.set(fileName, code);

  const host = ts.createCompilerHost(options, true);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, ...rest) => {
    const code = virtual.get(name);
    return code === undefined
      ? getSourceFile.call(host, name, languageVersion, ...rest)
      : ts.createSourceFile(name, code, languageVersion, true);
  };

  const program = ts.createProgram([...snippets.map((s) => s.fileName), RUNTIME_GLOBALS_FILE], options, host);
  const byFile = new Map(snippets.map((s) => [s.fileName, s]));
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const file = diagnostic.file;
    if (file === undefined || diagnostic.start === undefined) return `TS${diagnostic.code} ${message}`;
    const {line, character} = file.getLineAndCharacterOfPosition(diagnostic.start);
    const snippet = byFile.get(file.fileName);
    const where = snippet
      ? `${snippet.origin}:${line + snippet.lineOffset}:${character + 1}`
      : `${file.fileName}:${line + 1}:${character + 1}`;
    return `${where} TS${diagnostic.code} ${message}`;
  });
}
