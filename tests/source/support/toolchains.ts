import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {repoRoot} from '../../../plugins/doc-code/pages';

// The toolchains readers have beside the root's Node.js and TypeScript 5.9, installed by the root's postinstall into
// a package of their own (tests/toolchains/package.json says why): Node.js releases and TypeScript 7.
const folder = join(repoRoot, 'tests/toolchains');
const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf-8'));
const binOf = (name: string, bin: string) => join(folder, 'node_modules', name, 'bin', bin);

/** Each Node.js release, oldest first: its major version and its `node` binary. */
export const nodeReleases = Object.entries<string>(manifest.optionalDependencies)
  .map(([name, spec]) => ({major: Number(/@(\d+)\./.exec(spec)?.[1]), node: binOf(name, 'node')}))
  .sort((a, b) => a.major - b.major);

/** The `node` binary of a major release, as `node` in a command a page gives. */
export function nodeOf(major: number): string {
  const release = nodeReleases.find((candidate) => candidate.major === major);
  if (!release) throw new Error(`tests/toolchains/package.json has no Node.js ${major}`);
  return release.node;
}

/** TypeScript 7's `tsc`, called by its path: the root's node_modules/.bin/tsc is TypeScript 5.9. */
export const tsc7 = binOf('typescript-7', 'tsc');
