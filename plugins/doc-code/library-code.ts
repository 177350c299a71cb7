import {readdirSync, readFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import {codeBlocksOf, docPages, includedFile, repoRoot} from './pages';

/**
 * The docs' code that uses the library: a page's block importing `@actuatorjs/actuatorjs` (on an API page, a
 * TSDoc example), or a script of examples/; the tests type-check these, the build explains their names. `line`
 * is its first line in `file`; `title` what the reader sees above it (the block's title, or the example's
 * path); `fileName` the path the compiler knows it by.
 */
export type LibrarySource = {file: string; line: number; lang: string; code: string; title?: string; fileName: string};

/** Fence languages checked as code, and the extension the compiler reads each as. */
export const SCRIPT_EXTENSIONS: Record<string, string> = {ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx'};

export const exampleFiles = (): string[] =>
  readdirSync(join(repoRoot, 'examples'))
    .sort()
    .map((name) => `examples/${name}`);

/** Every page's block that imports the library (TypeDoc's pages' too, from TSDoc examples), then every script of examples/. */
export function librarySources(): LibrarySource[] {
  // The agent skill file (static/SKILL.md) shows library code too.
  const blocks = [...docPages(true), 'static/SKILL.md']
    .flatMap(codeBlocksOf)
    .filter((block) => block.lang in SCRIPT_EXTENSIONS && !includedFile(block))
    .filter((block) => /["']@actuatorjs\/actuatorjs["']/.test(block.code))
    .map(({file, line, lang, code, meta}) => {
      const fileName = join(repoRoot, `${file}.L${line}.${SCRIPT_EXTENSIONS[lang]}`);
      return {file, line, lang, code, title: /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1], fileName};
    });
  const examples = exampleFiles()
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => {
      const code = readFileSync(join(repoRoot, file), 'utf-8');
      return {file, line: 1, lang: extname(file).slice(1), code, title: file, fileName: join(repoRoot, file)};
    });
  return [...blocks, ...examples];
}
