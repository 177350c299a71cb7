import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {baseUrl} from '../e2e/support/routes';
import {libraryExports, libraryProgram} from '../support/library-exports';
import {BuiltPage, builtRoutes, decode} from './support/built-page';

/**
 * The API reference scans: short signatures, every object a function or
 * method returns or accepts spelled out as a table of fields with their
 * descriptions (on its page, or on the one page its Returns links to, never
 * twice), sections in the order of the sidebar. The fields expected are read
 * from library/src with the TypeScript compiler, not listed here.
 */
const exports = libraryExports();
const routeOfExport = new Map(exports.map(({name, route}) => [name, route]));
const MAX_SIGNATURE_LINES = 12;

const textOf = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The rows of every table of a built page, as the text of their cells. */
function tableRows(html: string): string[][] {
  // Minified HTML leaves out the optional </tr> and </td>.
  return [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)(?=<tr\b|<\/tbody>|<\/table>)/g)].map(([, row = '']) =>
    row
      .split(/<td\b[^>]*>/)
      .slice(1)
      .map((cell) => textOf(cell.replace(/<\/td>[\s\S]*$/, ''))),
  );
}

/** The rows of the tables of a page, and of the pages its article links to for fields (`…#response-fields`). */
function fieldRows(route: string): string[][] {
  const {html} = new BuiltPage(route);
  const article = html.slice(html.indexOf('<article'));
  const linked = [...article.matchAll(new RegExp(`href="?${baseUrl}(/docs/[^"#\\s>]*)#response-fields`, 'g'))];
  return [html, ...linked.map(([, page = '']) => new BuiltPage(page).html)].flatMap(tableRows);
}

/** The code blocks of a page with the heading they follow, "Used in the guides" left out. */
function blocksUnderHeadings(html: string): {heading: string; lines: number}[] {
  const end = html.search(/<h2[^>]*\sid=("?)used-in-the-guides\1[\s>]/);
  const page = end === -1 ? html : html.slice(0, end);
  const parts = [...page.matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>|<pre\b[^>]*>([\s\S]*?)<\/pre>/g)];
  let heading = '';
  return parts.flatMap(([, title, code]) => {
    if (title !== undefined) {
      heading = textOf(title).replace(/​/g, '');
      return [];
    }
    return [{heading, lines: (code ?? '').split(/<br\s*\/?>/).filter((line) => textOf(line) !== '').length}];
  });
}

// The library as TypeScript reads it, with its own compiler options.
const {checker, module: entrySymbol} = libraryProgram();
const exported = checker
  .getExportsOfModule(entrySymbol)
  .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol));

/** The export a type is, if it is one (it then has a page of its own). */
const exportOf = (type: ts.Type) => exported.find((symbol) => symbol === (type.aliasSymbol ?? type.getSymbol()));

const isOwn = (declaration: ts.Declaration | undefined) =>
  declaration !== undefined && !declaration.getSourceFile().isDeclarationFile;

/** An object type of the library's own source, or a `Pick` of one (not a function, not a library's typings). */
function ownObject(type: ts.Type): ts.Type | undefined {
  const value = checker.getNonNullableType(type);
  const picked = value.aliasSymbol?.name === 'Pick' ? value.getProperties() : [];
  const own =
    isOwn(value.getSymbol()?.declarations?.[0]) ||
    (picked.length > 0 && picked.every((p) => isOwn(p.declarations?.[0])));
  const isObject = (value.flags & ts.TypeFlags.Object) !== 0 && value.getCallSignatures().length === 0;
  return own && isObject ? value : undefined;
}

/** The fields of an object type, nested objects' fields under their path (`git.commit.id`); methods left out. */
function fieldPaths(type: ts.Type, prefix = ''): string[] {
  return checker.getPropertiesOfType(type).flatMap((property) => {
    const value = checker.getTypeOfSymbol(property);
    if (checker.getNonNullableType(value).getCallSignatures().length > 0) return [];
    const path = `${prefix}${property.name}`;
    const nested = ownObject(value);
    return [path, ...(nested && !exportOf(nested) ? fieldPaths(nested, `${path}.`) : [])];
  });
}

/** The page and the fields each object a function or method returns or accepts must show there, and the fields
 * of the objects the package does not export (which have no page of their own). */
function expectedFieldTables(): {expected: Map<string, Set<string>>; unexported: Set<string>} {
  const expected = new Map<string, Set<string>>();
  const unexported = new Set<string>();
  const expect = (route: string, paths: string[]) => {
    const set = expected.get(route) ?? new Set<string>();
    for (const path of paths) set.add(path);
    expected.set(route, set);
  };
  const visitObject = (type: ts.Type, pageRoute: string) => {
    const object = ownObject(type);
    // A class has a page of its own, which lists its methods.
    if (!object || (object.getSymbol()?.flags ?? 0) & ts.SymbolFlags.Class) return;
    const own = exportOf(object);
    expect(own ? (routeOfExport.get(own.name) ?? '') : pageRoute, fieldPaths(object));
    if (!own) for (const path of fieldPaths(object)) unexported.add(path);
  };
  const visitSignature = (signature: ts.Signature, route: string) => {
    const returned = signature.getReturnType();
    visitObject(checker.getAwaitedType(returned) ?? returned, route);
    for (const parameter of signature.getParameters()) {
      const type = checker.getTypeOfSymbol(parameter);
      visitObject(
        checker.isArrayType(type) ? (checker.getTypeArguments(type as ts.TypeReference)[0] ?? type) : type,
        route,
      );
    }
  };
  for (const symbol of exported) {
    const route = routeOfExport.get(symbol.name) ?? '';
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    if (symbol.flags & ts.SymbolFlags.Function) {
      for (const signature of checker.getTypeOfSymbol(symbol).getCallSignatures()) visitSignature(signature, route);
    }
    if (symbol.flags & ts.SymbolFlags.Class) {
      const classType = checker.getTypeOfSymbol(symbol);
      for (const signature of classType.getConstructSignatures()) visitSignature(signature, route);
      const instance = checker.getDeclaredTypeOfSymbol(symbol);
      for (const member of checker.getPropertiesOfType(instance)) {
        const signatures = checker.getTypeOfSymbol(member).getCallSignatures();
        for (const signature of signatures) visitSignature(signature, route);
      }
    }
    if (symbol.flags & ts.SymbolFlags.Interface) visitObject(checker.getDeclaredTypeOfSymbol(symbol), route);
  }
  return {expected, unexported};
}

describe('API reference: signatures a reader can take in at a glance', () => {
  for (const {name, route, folder} of exports) {
    it(`${name}: every signature block is at most ${MAX_SIGNATURE_LINES} lines`, () => {
      const signatures = blocksUnderHeadings(new BuiltPage(route).html).filter(
        ({heading}) => !/^Examples?$/.test(heading),
      );
      // An interface's page is a table of its properties and its methods' signatures.
      if (folder !== 'interfaces') expect(signatures.length, `${route} shows its signature`).toBeGreaterThan(0);
      for (const {heading, lines} of signatures) {
        expect(lines, `${route}, block under "${heading}"`).toBeLessThanOrEqual(MAX_SIGNATURE_LINES);
      }
    });
  }
});

const {expected, unexported} = expectedFieldTables();

describe('API reference: objects returned or accepted are tables of their fields', () => {
  it('finds the objects to check, the nested fields of getInfo() among them', () => {
    expect(expected.get('/docs/api/functions/getInfo')).toContain('git.commit.id');
    expect(expected.get('/docs/api/functions/getRuntimeInfo')).toContain('javascript.engine.version');
    expect(expected.get('/docs/api/interfaces/HealthCheckResult')).toContain('components');
    expect(expected.get('/docs/api/classes/Actuator')).toContain('javascript.runtime.name');
  });

  for (const [route, paths] of expected) {
    it(`${route}: each field is a table row with its type and a description`, () => {
      const rows = fieldRows(route);
      for (const path of paths) {
        const row = rows.find(([field = '']) => field.replace(/\?$/, '') === path);
        expect(row, `${route}: no table row for ${path}`).toBeDefined();
        expect(row?.length, `${route}: ${path} has a type and a description`).toBeGreaterThanOrEqual(3);
        expect(row?.at(-1), `${route}: ${path} has a description`).toMatch(/\w{3,}/);
      }
    });
  }
});

describe('API reference: a table of fields is on one page, which the others link to', () => {
  const rowsByPage = builtRoutes().map((route) => ({route, rows: tableRows(new BuiltPage(route).html)}));

  it('shows each field of an object the package does not export as a row on exactly one page', () => {
    expect(unexported).toContain('git.commit.id');
    for (const path of unexported) {
      const pages = rowsByPage.filter(({rows}) => rows.some(([field = '']) => field.replace(/\?$/, '') === path));
      expect(
        pages.map(({route}) => route),
        `the table row for ${path}`,
      ).toHaveLength(1);
    }
  });
});

describe('API reference: the index lists the kinds in the order of the sidebar', () => {
  it('has the sections of /docs/api in the order of the API categories of the sidebar', () => {
    const html = new BuiltPage('/docs/api').html;
    const article = html.slice(html.indexOf('<article'));
    const sections = [...article.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(([, title = '']) =>
      textOf(title).replace(/​/g, '').toLowerCase(),
    );
    const menu = html.slice(html.indexOf('<nav'), html.indexOf('</nav>', html.indexOf('menu__list')));
    const apiMenu = menu.slice(menu.indexOf('>API<'));
    const categories = [...apiMenu.matchAll(/menu__link--sublist[^>]*>([^<]+)</g)]
      .map(([, label = '']) => decode(label).trim().toLowerCase())
      .filter((label) => sections.includes(label));
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections).toEqual(categories);
  });
});
