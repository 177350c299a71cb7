import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {fromHtml} from 'hast-util-from-html';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import ts from 'typescript';
import {attribute, htmlFileOf, selectAll} from '../support/built-site';

/*
 * The files a first visit to a route loads, from the build alone: the scripts and stylesheets of its HTML, plus the
 * chunks of the routes react-router-config matches in Docusaurus's route tree (.docusaurus/routes.js, read as a syntax
 * tree, never run), which the client router loads before it renders (routesChunkNames.json, client-manifest.json).
 */
type RouteNode = RouteConfig & {key: string};
type Files = {js?: {file: string}[]; css?: {file: string}[]};

/** routes.js's routes: `{path, exact, routes, component: ComponentCreator(path, hash)}`, keyed `${path}-${hash}`. */
function readRouteTree(generatedDir: string): RouteNode[] {
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf-8');
  const file = ts.createSourceFile('routes.js', source, ts.ScriptTarget.Latest);
  const text = (node?: ts.Node) => (node && ts.isStringLiteral(node) ? node.text : '');
  const routesIn = (node?: ts.Node): RouteNode[] =>
    node && ts.isArrayLiteralExpression(node) ? node.elements.map(routeOf) : [];
  const routeOf = (node: ts.Node): RouteNode => {
    const properties = ts.isObjectLiteralExpression(node) ? node.properties.filter(ts.isPropertyAssignment) : [];
    const value = (name: string) => properties.find((property) => property.name.getText(file) === name)?.initializer;
    const component = value('component');
    const [path, hash] = component && ts.isCallExpression(component) ? component.arguments.map(text) : [];
    const [exact, routes] = [value('exact')?.kind === ts.SyntaxKind.TrueKeyword, routesIn(value('routes'))];
    return {path: text(value('path')), exact, key: hash ? `${path}-${hash}` : `${path}`, routes};
  };
  return routesIn(file.statements.find(ts.isExportAssignment)?.expression);
}

const chunkNamesOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(chunkNamesOf);

/** `route` is a path under `baseUrl` (no trailing slash), e.g. `/docs/main/install`, of the site in `siteDir`. */
export function pageAssets(baseUrl: string, route: string, siteDir = '.'): {js: string[]; css: string[]} {
  const generated = (file: string) => JSON.parse(readFileSync(join(siteDir, '.docusaurus', file), 'utf-8'));
  const page = fromHtml(readFileSync(join(siteDir, 'build', htmlFileOf(route)), 'utf-8'));
  const filesOf = (selector: string) =>
    selectAll(selector, page).flatMap((element) => {
      const url = attribute(element, 'src') ?? attribute(element, 'href') ?? '';
      return url.startsWith(`${baseUrl}/`) ? [{file: url.slice(baseUrl.length + 1)}] : [];
    });
  // Script tags, and the app's own scripts as preloads, started after the first paint (plugins/paint-first).
  const found: Files[] = [
    {js: filesOf('script, link[rel~=preload][as=script]'), css: filesOf('link[rel~=stylesheet]')},
  ];
  const chunkNames: Record<string, unknown> = generated('routesChunkNames.json');
  const {origins, assets}: {origins: Record<string, string[]>; assets: Record<string, Files>} =
    generated('client-manifest.json');
  const matched = matchRoutes(readRouteTree(join(siteDir, '.docusaurus')), `${baseUrl}${route}`);
  if (!matched.length) throw new Error(`No route matches ${baseUrl}${route}`);
  const names = matched.flatMap(({route: node}) => chunkNamesOf(chunkNames[(node as RouteNode).key]));
  found.push(...names.flatMap((name) => origins[name] ?? []).map((id) => assets[id] ?? {}));
  const files = (kind: keyof Files) => [...new Set(found.flatMap((entry) => entry[kind] ?? []).map(({file}) => file))];
  return {js: files('js').sort(), css: files('css').sort()};
}

type Bytes = {raw: number; gzip: number};
const measured = new Map<string, Bytes>();

/** Sizes of files of a build, raw and gzipped at level 9; each file read once (its name carries its content's hash). */
export function fileBytes(files: string[], buildDir = 'build'): Bytes {
  let total = {raw: 0, gzip: 0};
  for (const path of files.map((file) => resolve(buildDir, file))) {
    const content = measured.has(path) ? undefined : readFileSync(path);
    if (content) measured.set(path, {raw: content.length, gzip: gzipSync(content, {level: 9}).length});
    const {raw, gzip} = measured.get(path) as Bytes;
    total = {raw: total.raw + raw, gzip: total.gzip + gzip};
  }
  return total;
}
