import {type ReferencedSource, referencedLibrarySources} from './api-references';
import {type ApiTargets, apiTargets} from './api-targets';
import {type CodeLinks, codeLinksOf} from './code-links';
import {docPage} from './docs-data';
import {codeBlocksOf, docPages, includedFile, type Section, sectionAt} from './pages';

/** A few lines of a source around a use of an export, verbatim. */
export interface Excerpt {
  lang: string;
  /** The title of the code block, or the example's path. */
  title: string | undefined;
  code: string;
  /** 1-based lines of the excerpt that name the export or one of its members. */
  highlighted: number[];
  /** The links of the excerpt's code, as in the block it is taken from. */
  links: CodeLinks;
}

/** A place of the docs whose code uses an export. */
export interface Use {
  /** The site path of the section that shows the code: `/docs/main/guides/health#how-results-aggregate`. */
  to: string;
  /** The page's title and the section's heading: "Health › How results aggregate". */
  label: string;
  /** The file the code is written in: the page itself, or the example file it includes. */
  source: string;
  /** Left out when every use there shows lines that another excerpt of the list shows. */
  excerpt: Excerpt | undefined;
}

/** Most lines an excerpt shows. */
const MAX_EXCERPT_LINES = 8;

const indentOf = (line: string) => line.length - line.trimStart().length;
/** A line that the next one continues (not a block's `{`): `new HealthCheck([`, `const x =`, an argument's comma. */
const CONTINUED = /[([,=]\s*$|=>\s*$/;
/** A line that ends a statement at its indentation: `]);`, `}`, `import … ;`. */
const ENDS_STATEMENT = /;\s*$|^\s*[)\]}]/;

/**
 * The lines an excerpt shows for a use on `line` (0-based): from that line,
 * or the one above when the use continues it (`new HealthCheck([` above the
 * indicator it takes), to the end of the statement, at most
 * MAX_EXCERPT_LINES, never past a blank line.
 */
function excerptRange(lines: string[], line: number): {from: number; to: number} {
  const from = line > 0 && CONTINUED.test(lines[line - 1] ?? '') ? line - 1 : line;
  const base = indentOf(lines[from] ?? '');
  let to = line;
  while (to - from + 1 < MAX_EXCERPT_LINES && to + 1 < lines.length) {
    const current = lines[to] ?? '';
    if (indentOf(current) <= base && ENDS_STATEMENT.test(current)) break;
    const next = lines[to + 1] ?? '';
    if (next.trim() === '' || indentOf(next) < base) break;
    to++;
  }
  return {from, to};
}

/** The pages and sections that show a source: its own page, or each page that includes the example file. */
function placesOf(source: ReferencedSource): {page: string; section: Section | undefined}[] {
  if (source.file.startsWith('docs/')) return [{page: source.file, section: sectionAt(source.file, source.line)}];
  return docPages()
    .flatMap(codeBlocksOf)
    .filter((block) => includedFile(block) === source.file)
    .map((block) => ({page: block.file, section: sectionAt(block.file, block.line)}));
}

/** The excerpt of the statement that holds the use on `line` (0-based). */
function excerptAt(source: ReferencedSource, line: number, exportName: string, targets: ApiTargets): Excerpt {
  const lines = source.code.split('\n');
  const {from, to} = excerptRange(lines, line);
  const code = lines.slice(from, to + 1).join('\n');
  const shown = source.references
    .filter((reference) => reference.line >= from && reference.line <= to)
    .map((reference) => ({...reference, line: reference.line - from}));
  const highlighted = shown.filter((reference) => reference.exportName === exportName).map(({line}) => line + 1);
  return {
    lang: source.lang,
    title: source.title,
    code,
    highlighted: [...new Set(highlighted)],
    links: codeLinksOf(code, shown, targets),
  };
}

/**
 * The lines of a source that use an export, best excerpt first: lines that
 * open a statement, then lines that close one (`): Actuator {`), then imports.
 */
function linesUsing(source: ReferencedSource, exportName: string): number[] {
  const lines = source.code.split('\n');
  const rank = ({inImport, line}: {inImport: boolean; line: number}) =>
    inImport ? 2 : /^\s*[)\]}]/.test(lines[line] ?? '') ? 1 : 0;
  const uses = source.references
    .filter((reference) => reference.exportName === exportName)
    .sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  return [...new Set(uses.map(({line}) => line))];
}

/**
 * Every section of the hand-written pages whose code uses the export or one
 * of its members, once each (the pages' own blocks first, then the example
 * files, in file order), with an excerpt at the first use whose lines no
 * other excerpt of the list shows. A section whose every use repeats lines
 * already shown comes without an excerpt.
 */
export function usesOf(exportName: string): Use[] {
  const targets = apiTargets();
  const uses = new Map<string, Use>();
  const shownCode = new Set<string>();
  for (const source of referencedLibrarySources()) {
    if (!source.references.some((reference) => reference.exportName === exportName)) continue;
    for (const {page, section} of placesOf(source)) {
      const {route, title} = docPage(page);
      const to = section ? `${route}#${section.id}` : route;
      if (uses.has(to)) continue;
      const label = section ? `${title} › ${section.text}` : title;
      let excerpt: Excerpt | undefined;
      for (const line of linesUsing(source, exportName)) {
        const candidate = excerptAt(source, line, exportName, targets);
        if (shownCode.has(candidate.code.trim())) continue;
        excerpt = candidate;
        shownCode.add(candidate.code.trim());
        break;
      }
      uses.set(to, {to, label, source: source.file, excerpt});
    }
  }
  return [...uses.values()];
}
