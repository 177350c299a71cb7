import {createRequire} from 'node:module';
import ts from 'typescript';
import type * as Library from '../../../library/src/index';
import {codeBlocksOf} from '../../../plugins/doc-code/pages';

const nodeRequire = createRequire(import.meta.url);
type Indicator = Library.HealthIndicator;
type Database = {query(sql: string): Promise<unknown>};

/** What the guides' code blocks export, by name (each block exports some of them). */
export interface DocExports {
  createActuator(db: Database, url: string): Library.Actuator;
  healthCheck: Library.HealthCheck;
  withTimeout(indicator: Indicator, ms: number): Indicator;
  DatabaseHealthIndicator: new (db: Database) => Indicator;
  HttpHealthIndicator: new (name: string, url: string, timeoutMs?: number) => Indicator;
  memory: Indicator;
}

/**
 * Runs the code block titled `title` of a docs page as a module and returns its exports, its `@actuatorjs/actuatorjs`
 * import answered by `library` (our source, or the published package). This is how the samples test makes a page's
 * own code produce the output the page shows.
 */
export function loadDocModule(file: string, title: string, library: typeof Library): DocExports {
  const block = codeBlocksOf(file).find((candidate) => candidate.meta.includes(`title="${title}"`));
  if (block === undefined) throw new Error(`${file} has no code block titled "${title}"`);
  const {outputText} = ts.transpileModule(block.code, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true},
  });
  const require = (id: string): unknown => (id === '@actuatorjs/actuatorjs' ? library : nodeRequire(id));
  const module = {exports: {} as DocExports};
  new Function('exports', 'require', 'module', outputText)(module.exports, require, module);
  return module.exports;
}
