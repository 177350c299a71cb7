import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {fromHtml} from 'hast-util-from-html';
import {attribute, elementsOf, htmlFileOf} from '../support/built-site';

/**
 * The files a first visit to a route loads, computed from the build alone: the scripts (tags or preloads) and
 * stylesheets of its HTML, plus the chunks of every route component the client router loads for it before it renders,
 * read from .docusaurus/routes.js (the route tree), routesChunkNames.json (route → chunk names) and
 * client-manifest.json (chunk name → files).
 */
type RouteNode = {path: string; key: string; exact?: boolean; routes?: RouteNode[]};

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
}

function readRouteTree(generatedDir: string): RouteNode[] {
  // routes.js is an ES module of plain objects whose `component` is ComponentCreator(path, hash); that pair is the
  // route's key in routesChunkNames.json. Evaluate it with a ComponentCreator that returns it.
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf-8')
    .replace(/^import .*$/gm, '')
    .replace(/\bcomponent:/g, 'key:')
    .replace('export default', 'return');
  const routeKey = (path: string, hash?: string) => (hash ? `${path}-${hash}` : path);
  return new Function('ComponentCreator', source)(routeKey) as RouteNode[];
}

/** The matched route at each level, as react-router-config's matchRoutes does. */
function matchRoutes(routes: RouteNode[], pathname: string): RouteNode[] {
  const route = routes.find((candidate) =>
    candidate.exact
      ? candidate.path === pathname
      : pathname === candidate.path || pathname.startsWith(`${candidate.path.replace(/\/$/, '')}/`),
  );
  if (!route) return [];
  return [route, ...(route.routes ? matchRoutes(route.routes, pathname) : [])];
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
  const matched = matchRoutes(readRouteTree(generatedDir), pathname);
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
