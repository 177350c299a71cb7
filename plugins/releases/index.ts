import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_JSON, frozenRelease, packageName, repositoryUrl} from '../../site-facts.mjs';
import {type ApiChange, type ApiSignatures, apiChanges} from '../doc-code/api-changes';
import {readJson, repoRoot} from '../doc-code/pages';

/**
 * The releases of the docs, and the "All releases" page (`/releases`), a route of its own whose data is in its chunk
 * only: global data would be in main.js, which every page loads. No package lists a site's docs versions with what
 * changed in each, nor reaches the releases a build leaves out (`onlyIncludeVersions`).
 */

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

/** A release on the page: its docs (on the site if built, else its Markdown in the repository), its API's changes. */
export type Release = {version: string; docs: string; onSite: boolean; since?: string; changes?: ApiChange[]};

export default function releasesPlugin({baseUrl}: LoadContext): Plugin {
  return {
    name: 'releases',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent;
      const built = new Map(docs.loadedVersions.map(({versionName, path}) => [versionName, path]));
      const names = ['current', ...frozenReleases()];
      const signatures = [signaturesIn(API_JSON), ...names.slice(1).map(frozenSignatures)];
      const releases = names.map((name, at): Release => {
        const [path, before] = [built.get(name), signatures[at + 1]];
        return {
          version: name === 'current' ? publishedVersion() : name,
          docs: path ?? `${repositoryUrl}/tree/main/${frozenRelease(name).dir}`,
          onSite: path !== undefined,
          ...(before && {since: names[at + 1], changes: apiChanges(before, signatures[at] ?? {})}),
        };
      });
      const data = await actions.createData('releases.json', JSON.stringify(releases));
      const path = `${baseUrl}releases`;
      actions.addRoute({path, exact: true, component: '@site/src/components/Releases', modules: {releases: data}});
    },
  };
}
