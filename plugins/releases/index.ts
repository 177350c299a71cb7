import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sync as replaceFile} from 'write-file-atomic';
import {API_JSON, frozenRelease, packageName, siteEnvironment, toolchainVersions} from '../../site-facts.mjs';
import {type ApiChange, type ApiSignatures, apiChanges} from '../doc-code/api-changes';
import {filesUnder, readJson, repoRoot} from '../doc-code/pages';

// Each frozen release built as a site of its own at `<base URL><version>/` (FROZEN_RELEASE), cached by its inputs, so
// that the current pages' main.js never holds a release's route table (2,388 B gzip each as a docs version,
// 2026-11-25); and the "All releases" page, what changed in each, its data in its route's chunk, not in main.js.
// No package does either.

/** The library version the current docs describe: the published package the conformance tests pin in package.json. */
export function publishedVersion(): string {
  const {devDependencies} = readJson<{devDependencies: Record<string, string>}>('package.json');
  const spec = devDependencies['published-actuatorjs'];
  const version = `${spec}`.match(new RegExp(`^npm:${packageName}@(\\d+\\.\\d+\\.\\d+(?:-[\\w.]+)?)$`))?.[1];
  if (!version) throw new Error(`package.json: published-actuatorjs is ${spec}, not npm:${packageName}@<version>`);
  return version;
}

/** The frozen releases (`npm run release-docs`), newest first, as `docusaurus docs:version` lists them. */
export const frozenReleases = (): string[] =>
  existsSync(join(repoRoot, 'versions.json')) ? readJson<string[]>('versions.json') : [];

/** The frozen release before a docs version (`current` or a frozen release's name), if any. */
export function previousRelease(name: string): string | undefined {
  const releases = frozenReleases();
  return releases[name === 'current' ? 0 : releases.indexOf(name) + 1];
}

/** The printed declaration of each export and member of a frozen release, as release-docs froze TypeDoc's data. */
const signaturesIn = (file: string) => readJson<{signatures: ApiSignatures}>(file).signatures;
export const frozenSignatures = (name: string) => signaturesIn(frozenRelease(name).docCode);

/** A release on the page: its docs, its API's changes since the release before. */
export type Release = {version: string; docs: string; since?: string; changes?: ApiChange[]};

// What a frozen site is built from: the site's code, the release's files and the one before's data (its API pages'
// notes); and, in its hash, the packages (the lockfile but the pin, which moves at each release) and the site's URL.
const inputsOf = (name: string, previous = previousRelease(name)) =>
  ['docusaurus.config.ts', 'sidebars.ts', 'site-facts.mjs', 'tsconfig.json', 'typedoc.json', 'typedoc', 'src']
    .concat('plugins', 'static', 'llms-txt', toolchainVersions, 'examples/tsconfig.json')
    .concat(frozenRelease(name).dir)
    .concat(`versioned_sidebars/version-${name}-sidebars.json`)
    .concat(previous ? [frozenRelease(previous).docCode] : []);

/** A release's site, built in .cache/frozen-releases/ (in node_modules, no TypeScript would compile), or as cached. */
function frozenSite(name: string, baseUrl: string): string {
  const scratch = join(repoRoot, '.cache/frozen-releases', `${name}.tmp`);
  rmSync(scratch, {recursive: true, force: true});
  for (const path of inputsOf(name)) cpSync(join(repoRoot, path), join(scratch, path), {recursive: true});
  // The toolchain versions its pages name, as frozen with it: those its tests ran, not today's.
  cpSync(join(repoRoot, frozenRelease(name).included, toolchainVersions), join(scratch, toolchainVersions));
  writeFileSync(join(scratch, 'versions.json'), JSON.stringify(frozenReleases().slice(frozenReleases().indexOf(name))));
  const lock = readJson<{packages: Record<string, unknown>}>('package-lock.json');
  const {'': _, 'node_modules/published-actuatorjs': __, ...packages} = lock.packages;
  const {siteUrl, analytics} = siteEnvironment();
  const hash = createHash('sha256').update(JSON.stringify([packages, siteUrl, baseUrl, analytics]));
  for (const file of filesUnder(scratch)) hash.update(file).update(readFileSync(join(scratch, file)));
  const [cache, key] = [join(scratch, '..'), `${name}-${hash.digest('hex').slice(0, 16)}`];
  if (!existsSync(join(cache, key))) {
    cpSync(join(repoRoot, 'package.json'), join(scratch, 'package.json'));
    mkdirSync(join(scratch, 'docs')); // no current docs
    mkdirSync(join(scratch, 'node_modules')); // the packages, with a cache of its own
    for (const entry of readdirSync(join(repoRoot, 'node_modules')).filter((entry) => entry !== '.cache'))
      symlinkSync(join(repoRoot, 'node_modules', entry), join(scratch, 'node_modules', entry));
    const env = {...process.env, FROZEN_RELEASE: name};
    execFileSync('npx', ['docusaurus', 'build'], {cwd: scratch, env, stdio: 'inherit'});
    renameSync(join(scratch, 'build'), join(cache, key)); // the built site only
  }
  rmSync(scratch, {recursive: true});
  // The release's other builds, of other inputs, go.
  for (const old of readdirSync(cache).filter((entry) => entry.startsWith(`${name}-`) && entry !== key))
    if (/^[\da-f]{16}$/.test(old.slice(name.length + 1))) rmSync(join(cache, old), {recursive: true});
  return join(cache, key);
}

export default function releasesPlugin({baseUrl}: LoadContext): Plugin {
  return {
    name: 'releases',
    async allContentLoaded({actions}) {
      const names = ['current', ...frozenReleases()];
      const signatures = [signaturesIn(API_JSON), ...names.slice(1).map(frozenSignatures)];
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

/** Rewrites each page of this site's build, replaced whole; not a frozen release's site, which its own build finished. */
export function editPages(outDir: string, edit: (html: string, page: string) => string): void {
  const frozen = (page: string) => frozenReleases().some((name) => page.startsWith(`${name}/`));
  for (const page of filesUnder(outDir).filter((file) => file.endsWith('.html') && !frozen(file)))
    replaceFile(join(outDir, page), edit(readFileSync(join(outDir, page), 'utf8'), page));
}
