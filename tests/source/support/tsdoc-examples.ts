import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import ts from 'typescript';
import {type CodeBlock, parsePage, repoRoot} from '../../../plugins/doc-code/pages';
import {libraryFiles} from '../../../plugins/doc-code/program';

/**
 * Every `@example` of library/src (TypeDoc puts it on the API page), as the compiler reads doc comments: its file
 * (from the repository root), the 1-based line of its tag, and its code blocks.
 */
export function tsdocExamples(): {file: string; line: number; blocks: CodeBlock[]}[] {
  return libraryFiles().flatMap((path) => {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf-8'), ts.ScriptTarget.Latest, true);
    const tags = new Set<ts.JSDocTag>();
    const visit = (node: ts.Node): void => {
      for (const tag of ts.getJSDocTags(node)) if (tag.tagName.text === 'example') tags.add(tag);
      ts.forEachChild(node, visit);
    };
    visit(source);
    const file = relative(repoRoot, path);
    return [...tags].map((tag) => {
      const line = source.getLineAndCharacterOfPosition(tag.getStart(source)).line + 1;
      const {blocks} = parsePage(`${file}#L${line}`, ts.getTextOfJSDocComment(tag.comment) ?? '');
      return {file, line, blocks: blocks.map((block) => ({...block, file, line: line + block.line}))};
    });
  });
}
