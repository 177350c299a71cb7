import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiReference} from './api-references';
import {docPage} from './docs-data';
import {repoRoot} from './pages';

/** What plugins/typedoc/api-targets.mjs writes: each export's page (relative to TypeDoc's output) and its members' anchors. */
type TypedocTargets = Record<string, {page: string; members: Record<string, string>}>;

/** TypeDoc's output folder (typedoc.json's `out`), relative to the repository root. */
export const API_DIR: string = JSON.parse(readFileSync(join(repoRoot, 'typedoc.json'), 'utf-8')).out;
/** The file plugins/typedoc/api-targets.mjs writes there (absolute path). */
export const TARGETS_FILE = join(repoRoot, API_DIR, 'api-targets.json');

/** Where TypeDoc documents the library's exports, as site paths. */
export interface ApiTargets {
  /** The site path of an export's page, or of a member's place on it: `/docs/api/classes/HealthCheck#gethealth`. */
  targetOf(reference: Pick<ApiReference, 'exportName' | 'member'>): string;
  /** The export an API page documents, from the page's file (`docs/api/classes/HealthCheck.md`). */
  exportOfPage(file: string): string | undefined;
}

/** The targets TypeDoc wrote with the API pages (it runs before any page compiles). */
export function apiTargets(): ApiTargets {
  const typedoc: TypedocTargets = JSON.parse(readFileSync(TARGETS_FILE, 'utf-8'));
  const exportsByPage = new Map(Object.entries(typedoc).map(([name, {page}]) => [`${API_DIR}/${page}`, name]));
  return {
    targetOf: ({exportName, member}) => {
      const target = typedoc[exportName];
      if (!target) throw new Error(`TypeDoc documented no export named ${exportName} (${TARGETS_FILE})`);
      const anchor = member === undefined ? undefined : target.members[member];
      return `${docPage(`${API_DIR}/${target.page}`).route}${anchor ? `#${anchor}` : ''}`;
    },
    exportOfPage: (file) => exportsByPage.get(file),
  };
}
