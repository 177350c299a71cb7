import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync} from 'node:fs';
import {symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packageName} from '../../src/data/links';
import {analytics, siteUrl} from '../../src/data/site';
import {type ApiChange, type ApiSignatures, apiChanges} from '../doc-code/api-changes';
import {API_JSON, repoRoot} from '../doc-code/pages';

/**
 * The releases of the docs: each frozen release built as a site of its own at `<base URL><version>/` (with
 * FROZEN_RELEASE, docusaurus.config.ts), cached by its inputs' content, so that the current pages' main.js never holds
 * a release's route table (2,388 B gzip each as a docs version, measured 2026-11-25); and the "All releases" page
 * (`/releases`), a route whose data is in its own chunk only (global data would be in main.js, which every page loads).
 * No package builds a docs version as a site of its own, nor lists a site's releases with what changed in each.
 */

const readJson = (...path: string[]) => JSON.parse(readFileSync(join(repoRoot, ...path), 'utf-8'));

/** The library version the current docs describe: the published package the conformance tests pin in package.json. */
export function publishedVersion(): string {
  const spec = readJson('package.json').devDependencies['published-actuatorjs'];
  const version = `${spec}`.match(new RegExp(`^npm:${packageName}@(\\d+\\.\\d+\\.\\d+(?:-[\\w.]+)?)$`))?.[1];
  if (!version) throw new Error(`package.json: published-actuatorjs is ${spec}, not npm:${packageName}@<version>`);
  return version;
}

/** The frozen releases (`npm run release-docs`), newest first, as `docusaurus docs:version` lists them. */
export const frozenReleases = (): string[] =>
  existsSync(join(repoRoot, 'versions.json')) ? readJson('versions.json') : [];
export const frozenDir = (name: string) => `versioned_docs/version-${name}`;
const sidebarsOf = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

/** The frozen release before a docs version (`current` or a frozen release's name), if any. */
export function previousRelease(name: string): string | undefined {
  const releases = frozenReleases();
  return releases[name === 'current' ? 0 : releases.indexOf(name) + 1];
}

/** The printed declaration of each export and member of a frozen release, as release-docs froze TypeDoc's data. */
export const frozenSignatures = (name: string): ApiSignatures => readJson(frozenDir(name), '_doc-code.json').signatures;

/** A release on the page: its docs, its API's changes since the release before. */
export type Release = {version: string; docs: string; since?: string; changes?: ApiChange[]};

// What a frozen site is built from: the site's code, the release's files, the data of the release before (its pages'
// "Changed in" notes) and the packages (the lockfile but the pin, which moves at each release). Not docs/ or library/.
const siteCode = ['docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'typedoc.json', 'src', 'plugins', 'static'];
const inputsOf = (name: string) => {
  const previous = previousRelease(name);
  return [...siteCode, 'llms-txt', 'examples/tsconfig.json', frozenDir(name), sidebarsOf(name)].concat(
    previous ? [join(frozenDir(previous), '_doc-code.json')] : [],
  );
};
const filesOf = (path: string): string[] =>
  statSync(join(repoRoot, path)).isFile()
    ? [join(repoRoot, path)]
    : readdirSync(join(repoRoot, path), {withFileTypes: true, recursive: true}).flatMap((entry) =>
        entry.isFile() ? [join(entry.parentPath, entry.name)] : [],
      );
/** A release and the ones before it, as the versions.json of its site: its pages' notes read the one before. */
const releasesFrom = (name: string) => frozenReleases().slice(frozenReleases().indexOf(name));

/** The built frozen site of a release, from the cache (.cache/frozen-releases/, outside node_modules: Docusaurus compiles no TypeScript there) when its inputs match. */
function frozenSite(name: string, baseUrl: string): string {
  const [hash, lock] = [createHash('sha256'), readJson('package-lock.json')];
  delete lock.packages['node_modules/published-actuatorjs'];
  delete lock.packages[''].devDependencies['published-actuatorjs'];
  hash.update(JSON.stringify([lock.packages, siteUrl, baseUrl, analytics, releasesFrom(name)]));
  const inputs = inputsOf(name);
  for (const file of inputs.flatMap(filesOf)) hash.update(file.slice(repoRoot.length)).update(readFileSync(file));
  const site = join(repoRoot, '.cache/frozen-releases', `${name}-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(site)) return site;
  const scratch = `${site}.tmp`;
  rmSync(scratch, {recursive: true, force: true});
  for (const path of [...inputs, 'package.json']) cpSync(join(repoRoot, path), join(scratch, path), {recursive: true});
  writeFileSync(join(scratch, 'versions.json'), JSON.stringify(releasesFrom(name)));
  mkdirSync(join(scratch, 'docs')); // no current docs
  mkdirSync(join(scratch, 'node_modules')); // the packages, with a cache of its own
  for (const entry of readdirSync(join(repoRoot, 'node_modules')).filter((entry) => entry !== '.cache'))
    symlinkSync(join(repoRoot, 'node_modules', entry), join(scratch, 'node_modules', entry));
  execFileSync('npx', ['docusaurus', 'build'], {
    cwd: scratch,
    env: {...process.env, FROZEN_RELEASE: name},
    stdio: 'inherit',
  });
  renameSync(join(scratch, 'build'), site); // the built site only
  rmSync(scratch, {recursive: true});
  return site;
}

export default function releasesPlugin({baseUrl}: LoadContext): Plugin {
  return {
    name: 'releases',
    async allContentLoaded({actions}) {
      const names = ['current', ...frozenReleases()];
      const signatures = [readJson(API_JSON).signatures, ...names.slice(1).map(frozenSignatures)];
      const releases = names.map((name, at): Release => {
        const before = signatures[at + 1];
        return {
          version: name === 'current' ? publishedVersion() : name,
          // Another site: pathname:// leaves the router (and the broken links check, which knows this site's only).
          docs: name === 'current' ? `${baseUrl}docs` : `pathname://${baseUrl}${name}/docs`,
          ...(before && {since: names[at + 1], changes: apiChanges(before, signatures[at] ?? {})}),
        };
      });
      const data = await actions.createData('releases.json', JSON.stringify(releases));
      const path = `${baseUrl}releases`;
      actions.addRoute({path, exact: true, component: '@site/src/components/Releases', modules: {releases: data}});
    },
    // The other plugins' postBuild steps (page edits, policy hashes) read this site's pages only: see isFrozenSite.
    async postBuild({outDir}) {
      for (const name of frozenReleases()) cpSync(frozenSite(name, baseUrl), join(outDir, name), {recursive: true});
    },
  };
}

/** Whether a file of the build (relative to it) belongs to a frozen release's site, which its own build finished. */
export const isFrozenSite = (file: string) => frozenReleases().some((name) => file.startsWith(`${name}/`));
