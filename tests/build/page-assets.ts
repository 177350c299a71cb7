import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {fromHtml} from 'hast-util-from-html';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import ts from 'typescript';
import {attribute, elementsOf, htmlFileOf} from '../support/built-site';

/**
 * The files a first visit to a route loads, computed from the build alone: the scripts (tags or preloads) and
 * stylesheets of its HTML, plus the chunks of every route component the client router loads for it before it renders:
 * the routes react-router-config matches in Docusaurus's route tree (.docusaurus/routes.js, read as a syntax tree,
 * never run), their chunk names (routesChunkNames.json) and those chunks' files (client-manifest.json).
 */
type RouteNode = RouteConfig & {key: string};

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
}

/** The routes of routes.js: objects of `path`, `exact`, `routes`, and `component: ComponentCreator(path, hash)`,
 * whose arguments make the route's key in routesChunkNames.json. */
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
    const key = hash ? `${path}-${hash}` : `${path}`;
    return {
      path: text(value('path')),
      exact: value('exact')?.kind === ts.SyntaxKind.TrueKeyword,
      key,
      routes: routesIn(value('routes')),
    };
  };
  return routesIn(file.statements.find(ts.isExportAssignment)?.expression);
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** `route` is a path under `baseUrl` (no trailing slash), e.g. `/docs/main/install`, of the site in `siteDir`. */
export function pageAssets(baseUrl: string, route: string, siteDir = '.'): {js: string[]; css: string[]} {
  const generatedDir = join(siteDir, '.docusaurus');
  const pathname = `${baseUrl}${route === '/' ? '/' : route}`;
  const page = fromHtml(readFileSync(join(siteDir, 'build', htmlFileOf(route)), 'utf-8'));
  const local = (url = '') => (url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length + 1) : undefined);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const script of elementsOf(page, 'script')) {
    const file = local(attribute(script, 'src'));
    if (file) js.add(file);
  }
  for (const link of elementsOf(page, 'link')) {
    const file = local(attribute(link, 'href'));
    const rel = attribute(link, 'rel')?.split(' ') ?? [];
    if (file && rel.includes('stylesheet')) css.add(file);
    // The app's own scripts, started after the first paint (plugins/paint-first).
    if (file && rel.includes('preload') && attribute(link, 'as') === 'script') js.add(file);
  }

  const generated = (file: string) => JSON.parse(readFileSync(join(generatedDir, file), 'utf-8'));
  const chunkNames: Record<string, unknown> = generated('routesChunkNames.json');
  const manifest: ClientManifest = generated('client-manifest.json');
  const matched = matchRoutes(readRouteTree(generatedDir), pathname).map(({route}) => route as RouteNode);
  if (!matched.length) throw new Error(`No route matches ${pathname}`);
  for (const {key} of matched) {
    for (const name of chunkNamesOf(chunkNames[key])) {
      for (const id of manifest.origins[name] ?? []) {
        for (const {file} of manifest.assets[id]?.js ?? []) js.add(file);
        for (const {file} of manifest.assets[id]?.css ?? []) css.add(file);
      }
    }
  }
  return {js: [...js].sort(), css: [...css].sort()};
}

type Bytes = {raw: number; gzip: number};
// Sizes already measured, by path and modification time: pages share most of their files.
const measured = new Map<string, Bytes>();

/** Sizes of files of a build, raw and gzipped at level 9 (deterministic). */
export function fileBytes(files: string[], buildDir = 'build'): Bytes {
  return files.reduce(
    (total, file) => {
      const path = join(buildDir, file);
      const key = `${path} ${statSync(path).mtimeMs}`;
      const content = measured.has(key) ? undefined : readFileSync(path);
      if (content) measured.set(key, {raw: content.length, gzip: gzipSync(content, {level: 9}).length});
      const {raw, gzip} = measured.get(key) as Bytes;
      return {raw: total.raw + raw, gzip: total.gzip + gzip};
    },
    {raw: 0, gzip: 0},
  );
}
