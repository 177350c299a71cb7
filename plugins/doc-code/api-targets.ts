import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {repoRoot} from './blocks';
import type {ApiReference} from './api-references';
import {routeOf} from './pages';

/** What plugins/typedoc-api-targets writes: each export's page (relative to docs/api) and its members' anchors. */
type TypedocTargets = Record<string, {page: string; members: Record<string, string>}>;

/** Where TypeDoc documents the library's exports, as site paths. */
export interface ApiTargets {
  /** The site path of an export's page, or of a member's place on it: `/docs/api/classes/HealthCheck#gethealth`. */
  targetOf(reference: Pick<ApiReference, 'exportName' | 'member'>): string;
  /** The export an API page documents, from the page's file (`docs/api/classes/HealthCheck.md`). */
  exportOfPage(file: string): string | undefined;
}

const API_DIR = 'docs/api';
/** The file plugins/typedoc-api-targets writes (absolute path). */
export const TARGETS_FILE = join(repoRoot, API_DIR, 'api-targets.json');

let cached: {stamp: number; targets: ApiTargets} | undefined;

/**
 * The API targets TypeDoc wrote with the last API pages (TypeDoc runs before
 * any page is compiled, in `npm start` as in `docusaurus build`), read again
 * when TypeDoc rewrites them.
 */
export function apiTargets(): ApiTargets {
  let stamp: number;
  try {
    stamp = statSync(TARGETS_FILE).mtimeMs;
  } catch {
    throw new Error(`${TARGETS_FILE} is missing: TypeDoc writes it with plugins/typedoc-api-targets, run the build`);
  }
  if (cached?.stamp !== stamp) {
    const typedoc = JSON.parse(readFileSync(TARGETS_FILE, 'utf-8')) as TypedocTargets;
    const pageOf = (exportName: string) => {
      const target = typedoc[exportName];
      if (!target) throw new Error(`TypeDoc documented no export named ${exportName} (${TARGETS_FILE})`);
      return target;
    };
    const exportsByPage = new Map(Object.entries(typedoc).map(([name, {page}]) => [`${API_DIR}/${page}`, name]));
    cached = {
      stamp,
      targets: {
        targetOf: ({exportName, member}) => {
          const {page, members} = pageOf(exportName);
          const anchor = member === undefined ? undefined : members[member];
          return `${routeOf(`${API_DIR}/${page}`)}${anchor ? `#${anchor}` : ''}`;
        },
        exportOfPage: (file) => exportsByPage.get(file),
      },
    };
  }
  return cached.targets;
}
