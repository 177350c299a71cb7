import {readdirSync, readFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import {codeBlocksOf, docPages, includedFile, repoRoot} from './pages';

/**
 * A piece of the docs' code that uses the library: a block written in a page
 * that imports `@actuatorjs/actuatorjs`, or a script of examples/ (pages
 * include those with ```ts file=<rootDir>/examples/…). The doc-code tests
 * type-check exactly these, and the build links their names to the API.
 */
export interface LibrarySource {
  /** Where the code is written, relative to the repository root: a page or an example file. */
  file: string;
  /** 1-based line in `file` of the code's first line. */
  line: number;
  /** The language the code is highlighted as: the fence's, or the example file's extension. */
  lang: string;
  code: string;
  /** What the reader sees above the code: the block's title, or the example's path. */
  title: string | undefined;
  /** The absolute path the compiler knows it by; for a block of a page, a name of its own beside the page. */
  fileName: string;
}

/** Fence languages that are checked as code, and the extension the compiler reads each as. */
export const SCRIPT_EXTENSIONS: Record<string, string> = {ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx'};

/** The files of examples/, relative to the repository root. */
export function exampleFiles(): string[] {
  return readdirSync(join(repoRoot, 'examples'))
    .sort()
    .map((name) => `examples/${name}`);
}

/** Every block written in a page that imports the library, then every script of examples/. */
export function librarySources(): LibrarySource[] {
  const blocks = docPages()
    .flatMap(codeBlocksOf)
    .filter((block) => block.lang in SCRIPT_EXTENSIONS && !includedFile(block))
    .filter((block) => /["']@actuatorjs\/actuatorjs["']/.test(block.code))
    .map(({file, line, lang, code, meta}) => ({
      file,
      line,
      lang,
      code,
      title: /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1],
      fileName: join(repoRoot, `${file}.L${line}.${SCRIPT_EXTENSIONS[lang]}`),
    }));
  const examples = exampleFiles()
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
    .map((file) => ({
      file,
      line: 1,
      lang: extname(file).slice(1),
      code: readFileSync(join(repoRoot, file), 'utf-8'),
      title: file,
      fileName: join(repoRoot, file),
    }));
  return [...blocks, ...examples];
}
