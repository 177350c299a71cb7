import {type ReferencedSource, referencedLibrarySources} from './api-references';
import {type ApiTargets, apiTargets} from './api-targets';
import {codeBlocksOf, docPages, includedFile} from './blocks';
import {type CodeLinks, codeLinksOf} from './code-links';
import {routeOf, type Section, sectionAt, titleOf} from './pages';

/** A few lines of a source around a use of an export, verbatim. */
export interface Excerpt {
  lang: string;
  /** The title of the code block, or the example's path. */
  title: string | undefined;
  code: string;
  /** 1-based number of the excerpt's first line in the code it is taken from. */
  firstLine: number;
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
  excerpt: Excerpt;
}

/** Lines shown before and after the first use. */
const CONTEXT_LINES = 2;

/** The pages and sections that show a source: its own page, or each page that includes the example file. */
function placesOf(source: ReferencedSource): {page: string; section: Section | undefined}[] {
  if (source.file.startsWith('docs/')) return [{page: source.file, section: sectionAt(source.file, source.line)}];
  return docPages()
    .flatMap(codeBlocksOf)
    .filter((block) => includedFile(block) === source.file)
    .map((block) => ({page: block.file, section: sectionAt(block.file, block.line)}));
}

/** The lines around the first use of the export that is not an import (or around the import, if that is all). */
function excerptOf(source: ReferencedSource, exportName: string, targets: ApiTargets): Excerpt {
  const uses = source.references.filter((reference) => reference.exportName === exportName);
  const first = uses.find((reference) => !reference.inImport) ?? uses[0];
  const lines = source.code.split('\n');
  const line = first?.line ?? 0;
  let from = Math.max(0, line - CONTEXT_LINES);
  let to = Math.min(lines.length - 1, line + CONTEXT_LINES);
  while (from < line && lines[from]?.trim() === '') from++;
  while (to > line && lines[to]?.trim() === '') to--;
  const code = lines.slice(from, to + 1).join('\n');
  const shown = source.references
    .filter((reference) => reference.line >= from && reference.line <= to)
    .map((reference) => ({...reference, line: reference.line - from}));
  const highlighted = shown.filter((reference) => reference.exportName === exportName).map(({line}) => line + 1);
  return {
    lang: source.lang,
    title: source.title,
    code,
    firstLine: from + 1,
    highlighted: [...new Set(highlighted)],
    links: codeLinksOf(code, shown, targets),
  };
}

/**
 * Every section of the hand-written pages whose code uses the export or one
 * of its members, once each, with an excerpt of the first such code: the
 * pages' own blocks first, then the example files, in file order.
 */
export function usesOf(exportName: string): Use[] {
  const targets = apiTargets();
  const uses = new Map<string, Use>();
  for (const source of referencedLibrarySources()) {
    if (!source.references.some((reference) => reference.exportName === exportName)) continue;
    for (const {page, section} of placesOf(source)) {
      const to = section ? `${routeOf(page)}#${section.id}` : routeOf(page);
      if (uses.has(to)) continue;
      const label = section ? `${titleOf(page)} › ${section.text}` : titleOf(page);
      uses.set(to, {to, label, source: source.file, excerpt: excerptOf(source, exportName, targets)});
    }
  }
  return [...uses.values()];
}
