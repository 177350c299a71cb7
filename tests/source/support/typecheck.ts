import ts from 'typescript';
import {type CompiledSource, docCodeService} from '../../../plugins/doc-code/program';

/** A piece of TypeScript to check, and where to point the reader when it fails. */
export interface Snippet extends CompiledSource {
  /** Shown in failures instead of fileName, e.g. "docs/main/install.mdx:42". */
  origin: string;
  /** Added to diagnostic line numbers to point into the origin. */
  lineOffset: number;
}

/**
 * Type-checks the snippets together in the program the build links code with
 * (plugins/doc-code/program.ts) and returns one readable line per error in
 * a snippet, such as `docs/main/install.mdx:42:7 TS2304 Cannot find name 'x'.`
 */
export function typeCheck(snippets: Snippet[]): string[] {
  const program = docCodeService(snippets).getProgram() as ts.Program;
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
