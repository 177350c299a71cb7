import {createRequire} from 'node:module';
import ts from 'typescript';
import type * as Library from '../../../library/src/index';
import {codeBlocksOf} from '../../../plugins/doc-code/pages';

const nodeRequire = createRequire(import.meta.url);

/**
 * Runs the code block titled `title` of a docs page as a module and returns
 * its exports, its `@actuatorjs/actuatorjs` import answered by `library` (our
 * source, or the published package). This is how the samples test makes a
 * page's own code produce the output the page shows.
 */
export function loadDocModule<T>(file: string, title: string, library: typeof Library): T {
  const block = codeBlocksOf(file).find((candidate) => candidate.meta.includes(`title="${title}"`));
  if (block === undefined) throw new Error(`${file} has no code block titled "${title}"`);
  const {outputText} = ts.transpileModule(block.code, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
  });
  const require = (id: string): unknown => (id === '@actuatorjs/actuatorjs' ? library : nodeRequire(id));
  const module = {exports: {} as T};
  new Function('exports', 'require', 'module', outputText)(module.exports, require, module);
  return module.exports;
}
