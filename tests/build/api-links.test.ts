import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Element} from 'hast';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {type ReferencedSource, referencedLibrarySources} from '../../plugins/doc-code/names';
import {codeBlocksOf, docPages, includedFile, repoRoot} from '../../plugins/doc-code/pages';
import {apiPages} from '../e2e/support/routes';
import {
  attribute,
  type BuiltCodeBlock,
  type BuiltPage,
  baseUrl,
  buildDir,
  builtPage,
  elementsOf,
  htmlFileOf,
  offsetOf,
  textOf,
} from '../support/built-site';

// The compiler's answers for the docs' code (tests/source/names.test.ts checks them on a fixture).
const sources = referencedLibrarySources();

/** A hand-written page's route: `docs/main/guides/health.mdx` is served at `/docs/main/guides/health`, `docs/index.mdx` at `/docs`. */
const routeOf = (file: string) => `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;

/** The API page of each export, from the spec's route table: `/docs/api/classes/HealthCheck`. */
const apiPageOf = new Map<string, string>(
  Object.entries(apiPages).flatMap(([category, names]) => names.map((name) => [name, `/docs/api/${category}/${name}`])),
);

/** The library code a hand-written page shows: its own blocks, then the example files it includes. */
function sourcesShownOn(page: string): ReferencedSource[] {
  const included = codeBlocksOf(page).flatMap((block) => includedFile(block) ?? []);
  return sources.filter((source) => source.file === page || included.includes(source.file));
}

/** Splits a built href into the route under the base URL and its anchor. */
function routeAndAnchor(href: string): {route: string; anchor: string | undefined} {
  expect(href.startsWith(`${baseUrl}/`), `${href} is a link of the site`).toBe(true);
  const [path = '', anchor] = href.slice(baseUrl.length).split('#');
  return {route: path, anchor};
}

/** The text that follows the start of the element with this id: a heading's own text, or a table row's. */
function textAtId(page: BuiltPage | undefined, id: string): string | undefined {
  const element = page?.elements().find((candidate) => attribute(candidate, 'id') === id);
  if (!element || !page) return undefined;
  const text: string[] = [];
  visit(page.tree, 'text', (node) => {
    if ((node.position?.start.offset ?? 0) > offsetOf(element)) text.push(node.value);
  });
  return text.join(' ').slice(0, 600).replace(/\s+/g, ' ').trimStart();
}

function pageAt(route: string): BuiltPage | undefined {
  return existsSync(join(buildDir, htmlFileOf(route))) ? builtPage(route) : undefined;
}

/** The built block that shows this code. */
function blockShowing(blocks: BuiltCodeBlock[], code: string): BuiltCodeBlock | undefined {
  return blocks.find((block) => block.text === code.trimEnd());
}

const pagesWithLibraryCode = docPages().filter((page) => sourcesShownOn(page).length > 0);

describe('names in the code of the hand-written pages link to the API (built pages)', () => {
  it('finds pages, sources and uses to check', () => {
    expect(pagesWithLibraryCode).toEqual(
      expect.arrayContaining(['docs/main/guides/health.mdx', 'docs/main/examples.mdx', 'docs/main/install.mdx']),
    );
    expect(sources.flatMap((source) => source.references).length).toBeGreaterThan(50);
  });

  describe.each(pagesWithLibraryCode)('%s', (page) => {
    const blocks = builtPage(routeOf(page)).codeBlocks();

    it.each(sourcesShownOn(page).map((source) => [`${source.file}:${source.line}`, source] as const))(
      "every name of %s that refers to the library is a link to its export's API page, and no other name is",
      (_, source) => {
        const block = blockShowing(blocks, source.code);
        expect(block, 'the page shows the code as written').toBeDefined();
        const expected = source.references.map(({line, start, end, exportName}) => ({
          at: `${line + 1}:${start}-${end}`,
          route: apiPageOf.get(exportName),
        }));
        const built = (block?.lines ?? []).flatMap(({links}, line) =>
          links.map(({start, end, href}) => ({at: `${line + 1}:${start}-${end}`, route: routeAndAnchor(href).route})),
        );
        expect(built).toEqual(expected);
      },
    );

    it("a link to a member lands on the member's heading or table row on the API page", () => {
      for (const source of sourcesShownOn(page)) {
        const lines = blockShowing(blocks, source.code)?.lines ?? [];
        for (const {line, start, member} of source.references) {
          const link = lines[line]?.links.find((candidate) => candidate.start === start);
          const {route, anchor} = routeAndAnchor(link?.href ?? '');
          if (member === undefined) {
            expect(anchor, `${source.file}:${line + 1}:${start} names the export itself`).toBeUndefined();
            continue;
          }
          expect(anchor, `${source.file}:${line + 1}:${start} goes to ${member}`).toBeDefined();
          expect(textAtId(pageAt(route), anchor ?? '')).toMatch(new RegExp(`^${member}\\b`));
        }
      }
    });
  });

  it('every link in the code of any built page reaches a built page, and the id it names there', () => {
    const pages = ['/', ...docPages().map(routeOf), ...apiPageOf.values()];
    const links = pages.flatMap((route) =>
      (pageAt(route)?.codeBlocks() ?? []).flatMap((block) =>
        block.lines.flatMap((line) => line.links.map(({href}) => ({from: route, href}))),
      ),
    );
    expect(links.length).toBeGreaterThan(50);
    const broken = links.filter(({href}) => {
      const {route, anchor} = routeAndAnchor(href);
      const target = pageAt(route);
      return target === undefined || (anchor !== undefined && textAtId(target, anchor) === undefined);
    });
    expect(broken).toEqual([]);
  });
});

/** The exports a piece of code imports by name, read from its import statements (and `await import()` destructurings). */
function importedNames(code: string): string[] {
  const file = ts.createSourceFile('code.ts', code, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const fromLibrary = (node: ts.Node) => ts.isStringLiteral(node) && node.text === '@actuatorjs/actuatorjs';
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && fromLibrary(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      const call = ts.isAwaitExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (
        ts.isCallExpression(call) &&
        call.expression.kind === ts.SyntaxKind.ImportKeyword &&
        fromLibrary(call.arguments[0] ?? node)
      ) {
        for (const element of node.name.elements) names.push((element.propertyName ?? element.name).getText(file));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** The "Used in the guides" section of a built API page: each entry's link, then its excerpt, if it has one. */
function usedInSection(page: BuiltPage): {
  text: string;
  /** Where the "More examples" disclosure starts in the page (-1 without one). */
  detailsAt: number;
  entries: {index: number; href: string; label: string; excerpt?: BuiltCodeBlock}[];
} {
  const [article] = page.elements('article');
  const heading = page.elements('h2').find((h2) => attribute(h2, 'id') === 'used-in-the-guides');
  expect(heading, 'the page has a "Used in the guides" section').toBeDefined();
  const start = heading ? offsetOf(heading) : Number.NaN;
  const inSection = (element: Element) => offsetOf(element) > start;
  const end = article?.position?.end.offset ?? Number.NaN;
  // An entry is a list item that starts with its link (the link alone in a paragraph or not).
  const links = elementsOf(article ?? page.tree, 'li')
    .filter(inSection)
    .flatMap((item) => {
      const [first] = item.children.filter((node) => node.type !== 'text' || node.value.trim());
      const link = first?.type === 'element' && first.tagName === 'p' ? first.children[0] : first;
      return link?.type === 'element' && link.tagName === 'a' ? [link] : [];
    });
  const blocks = page.codeBlocks().filter(({pre}) => inSection(pre));
  const entries = links.map((link, position) => {
    const index = offsetOf(link);
    const next = links[position + 1] ? offsetOf(links[position + 1] as Element) : end;
    return {
      index,
      href: attribute(link, 'href') ?? '',
      label: textOf(link),
      excerpt: blocks.find(({pre}) => offsetOf(pre) > index && offsetOf(pre) < next),
    };
  });
  const [details] = elementsOf(article ?? page.tree, 'details').filter(inSection);
  const text: string[] = [];
  visit(article ?? page.tree, 'text', (node) => {
    if ((node.position?.start.offset ?? 0) > start) text.push(node.value);
  });
  return {text: text.join(''), detailsAt: details ? offsetOf(details) : -1, entries};
}

describe("each export's API page lists where the guides and examples use it (built pages)", () => {
  describe.each([...apiPageOf])('%s', (exportName, apiPage) => {
    const html = builtPage(apiPage);
    const importingPages = docPages().filter((page) =>
      sourcesShownOn(page).some((source) => importedNames(source.code).includes(exportName)),
    );

    it('links every page whose code imports it, each at a heading of that page', () => {
      const linked = usedInSection(html).entries.map(({href}) => routeAndAnchor(href));
      expect(linked.map(({route}) => route)).toEqual(expect.arrayContaining(importingPages.map(routeOf)));
      for (const {route, anchor} of linked) {
        expect(textAtId(pageAt(route), anchor ?? ''), `${route}#${anchor}`).toBeDefined();
      }
    });

    it('shows with each link an excerpt that appears verbatim in its source, the lines using it highlighted', () => {
      for (const {href, excerpt} of usedInSection(html).entries) {
        if (!excerpt) continue; // an entry whose lines repeat another's: see the rules below
        const page = docPages().find((candidate) => routeOf(candidate) === routeAndAnchor(href).route) ?? '';
        const files = [page, ...sourcesShownOn(page).map((source) => source.file)];
        const text = excerpt.text;
        expect(
          files.some((file) => readFileSync(join(repoRoot, file), 'utf-8').includes(text)),
          `excerpt for ${href}:\n${text}`,
        ).toBe(true);
        for (const line of excerpt.lines) {
          const namesIt = line.links.some((link) => routeAndAnchor(link.href).route === apiPage);
          expect(line.highlighted, `"${line.text}" is highlighted exactly when it names ${exportName}`).toBe(namesIt);
        }
      }
    });

    it('lists each section once, never shows the same lines twice, and starts each excerpt at or just above a use, in at most 8 lines', () => {
      const {entries, text} = usedInSection(html);
      expect(new Set(entries.map(({href}) => href)).size).toBe(entries.length);
      const excerpts = entries.flatMap(({excerpt}) => excerpt ?? []);
      expect(new Set(excerpts.map((excerpt) => excerpt.text.trim())).size).toBe(excerpts.length);
      for (const excerpt of excerpts) {
        expect(excerpt.lines.length, excerpt.text).toBeLessThanOrEqual(8);
        expect(
          excerpt.lines.slice(0, 2).some((line) => line.highlighted),
          `starts near a use:\n${excerpt.text}`,
        ).toBe(true);
      }
      const withoutExcerpt = entries.filter(({excerpt}) => !excerpt).length;
      expect(text.match(/the same lines as an excerpt above/g)?.length ?? 0).toBe(withoutExcerpt);
      expect(entries[0]?.excerpt ?? entries.length === 0, 'the first entry shows its excerpt').toBeTruthy();
    });

    it('shows the first entry, and puts the others behind a "More examples" disclosure', () => {
      const {entries, detailsAt} = usedInSection(html);
      if (entries.length <= 1) {
        expect(detailsAt).toBe(-1);
        return;
      }
      expect(html.elements('summary').map(textOf)).toContain(`More examples (${entries.length - 1})`);
      expect(entries[0]?.index ?? 0).toBeLessThan(detailsAt);
      for (const entry of entries.slice(1)) expect(entry.index, entry.href).toBeGreaterThan(detailsAt);
    });

    it('says so in one line, and points to its TSDoc example, when no code uses it', () => {
      const section = usedInSection(html);
      if (section.entries.length > 0) return;
      expect(importingPages).toEqual([]);
      expect(section.text).toMatch(new RegExp(`No guide or example uses ${exportName} yet: see its example above\\.`));
      expect(html.elements('a').map((a) => [attribute(a, 'href'), textOf(a)])).toContainEqual([
        '#example',
        'its example',
      ]);
      expect(textAtId(html, 'example')).toMatch(/^Example/);
    });
  });
});
