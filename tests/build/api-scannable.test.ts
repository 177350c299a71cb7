import type {Element} from 'hast';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {libraryExports, libraryProgram} from '../support/library-exports';
import {attribute, type BuiltPage, baseUrl, builtPage, builtPages, elementsOf, textOf} from '../support/built-site';

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

const text = (node: Element) => textOf(node).replace(/\s+/g, ' ').trim();

/** The rows of every table of a built page, as the text of their cells. */
const tableRows = (page: BuiltPage) => page.elements('tr').map((row) => elementsOf(row, 'td').map(text));

/** The rows of the tables of a page, and of the pages its article links to for fields (`…#response-fields`). */
function fieldRows(route: string): string[][] {
  const page = builtPage(route);
  const linked = elementsOf(page.elements('article')[0] ?? page.tree, 'a').flatMap((link) => {
    const [, path] = new RegExp(`^${baseUrl}(/docs/[^#]*)#response-fields$`).exec(attribute(link, 'href') ?? '') ?? [];
    return path ? [builtPage(path)] : [];
  });
  return [page, ...linked].flatMap(tableRows);
}

/** The code blocks of a page with the heading they follow, "Used in the guides" left out. */
function blocksUnderHeadings(page: BuiltPage): {heading: string; lines: number}[] {
  let heading = '';
  let used = false;
  return page.elements().flatMap((element) => {
    if (used || !/^(h[1-4]|pre)$/.test(element.tagName)) return [];
    if (element.tagName !== 'pre') {
      used = element.tagName === 'h2' && attribute(element, 'id') === 'used-in-the-guides';
      heading = text(element).replace(/​/g, '');
      return [];
    }
    const [block] = page.codeBlocks().filter(({pre}) => pre === element);
    return used ? [] : [{heading, lines: block?.lines.filter((line) => line.text.trim() !== '').length ?? 0}];
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
      const signatures = blocksUnderHeadings(builtPage(route)).filter(({heading}) => !/^Examples?$/.test(heading));
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
  const rowsByPage = builtPages().map((page) => ({route: page.route, rows: tableRows(page)}));

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
    const page = builtPage('/docs/api');
    const sections = elementsOf(page.elements('article')[0] ?? page.tree, 'h2').map((h2) =>
      text(h2).replace(/​/g, '').toLowerCase(),
    );
    const menu = page.elements('nav').flatMap((nav) => elementsOf(nav));
    const categories = menu
      .slice(menu.findIndex((element) => text(element) === 'API'))
      .filter((element) => attribute(element, 'className')?.split(' ').includes('menu__link--sublist'))
      .map((element) => text(element).toLowerCase())
      .filter((label) => sections.includes(label));
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections).toEqual(categories);
  });
});
