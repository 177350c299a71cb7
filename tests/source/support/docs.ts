import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import ts from 'typescript';
import {vi} from 'vitest';
import type * as Library from '../../../library/src/index';
import {type CodeBlock, codeBlocksOf, parsePage, repoRoot} from '../../../plugins/doc-code/pages';
import {libraryFiles} from '../../../plugins/doc-code/program';

// The docs' code and sample responses as the tests use them.
type Indicator = Library.HealthIndicator;
type Database = {query(sql: string): Promise<unknown>};

/** What the guides' code blocks export, by name (each block exports some of them). */
interface DocExports {
  createActuator(db: Database, url: string): Library.Actuator;
  healthCheck: Library.HealthCheck;
  withTimeout(indicator: Indicator, ms: number): Indicator;
  DatabaseHealthIndicator: new (db: Database) => Indicator;
  HttpHealthIndicator: new (name: string, url: string, timeoutMs?: number) => Indicator;
  memory: Indicator;
}

let loaded = 0;
/** Imports the block titled `title` of a page as a module (a file Vitest compiles), its library import `library`. */
export async function loadDocModule(file: string, title: string, library: typeof Library): Promise<DocExports> {
  const block = codeBlocksOf(file).find((candidate) => candidate.meta.includes(`title="${title}"`));
  if (block === undefined) throw new Error(`${file} has no code block titled "${title}"`);
  const path = join(repoRoot, '.cache', 'doc-blocks', `${++loaded}-${title}`);
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, block.code);
  vi.doMock('@actuatorjs/actuatorjs', () => library);
  try {
    return await import(path);
  } finally {
    vi.doUnmock('@actuatorjs/actuatorjs');
  }
}

/** Every `@example` of library/src (TypeDoc's API pages show them): its file, the 1-based line of its tag, its blocks. */
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

export const SAMPLES_DIR = join(repoRoot, 'src', 'data', 'samples');

/** The sample src/data/samples/<name>.json; with UPDATE_SAMPLES=1 and `actual`, first rewritten from it. */
export function sample(name: string, actual?: unknown): unknown {
  const file = join(SAMPLES_DIR, `${name}.json`);
  if (process.env.UPDATE_SAMPLES === '1' && actual !== undefined) {
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  }
  return JSON.parse(readFileSync(file, 'utf-8'));
}

// Info differs between runs and machines in its pid, memory, CPU count, OS, runtime versions and git commit:
// `comparableInfo` replaces each of those with a description of its form, so a real run and a sample compare.
const VOLATILE: Record<string, (value: unknown) => boolean> = {
  'git.commit.id': (v) => typeof v === 'string' && /^[0-9a-f]{7,}$/.test(v),
  'git.commit.time': (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
};
for (const key of ['os.name', 'os.version', 'os.arch', 'javascript.runtime.version', 'javascript.engine.version'])
  VOLATILE[key] = (v) => typeof v === 'string' && v !== '';
for (const key of ['pid', 'memory.heapTotal', 'memory.heapUsed', 'memory.rss', 'cpus'])
  VOLATILE[`process.${key}`] = Number.isInteger;

export function comparableInfo(value: unknown, path = ''): unknown {
  const check = VOLATILE[path];
  if (check) return check(value) ? `<volatile ${path}>` : `<malformed ${path}: ${JSON.stringify(value)}>`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, comparableInfo(child, path === '' ? key : `${path}.${key}`)]),
  );
}
