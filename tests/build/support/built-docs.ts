import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {builtRoutes} from '../../support/built-site';

/**
 * The doc pages of the last build, as the docs plugin describes them in
 * .docusaurus (one JSON file of metadata per doc, written next to build/):
 * hand-written pages and generated API pages alike, category index pages
 * (which are no docs) left out. A build leaves the metadata of a deleted doc
 * behind: only docs with a page in build/ count.
 */
export interface BuiltDoc {
  id: string;
  /** Its source file, relative to the repository root: `docs/main/install.mdx`. */
  source: string;
  /** Its page, relative to the base URL, without trailing slash: `/docs/main/guides`. */
  route: string;
  /** The sidebar that lists it, if any: `docs`. */
  sidebar?: string;
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const metadataDir = join(repoRoot, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');

interface DocMetadata {
  id?: string;
  source?: string;
  permalink?: string;
  sidebar?: string;
}

export function builtDocs(baseUrl: string): BuiltDoc[] {
  const built = new Set(builtRoutes());
  return readdirSync(metadataDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(metadataDir, file), 'utf-8')) as DocMetadata)
    .flatMap(({id, source, permalink, sidebar}) =>
      id && source?.startsWith('@site/') && permalink?.startsWith(`${baseUrl}/`)
        ? [
            {
              id,
              source: source.slice('@site/'.length),
              route: permalink.slice(baseUrl.length).replace(/(.)\/$/, '$1'),
              sidebar,
            },
          ]
        : [],
    )
    .filter(({route}) => built.has(route))
    .sort((a, b) => a.route.localeCompare(b.route));
}
