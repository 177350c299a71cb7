/**
 * `npm run release-docs` (CONTRIBUTING.md, "Release, in order"): freezes the current docs as the pinned version with
 * `docusaurus docs:version`, with what the pages show from outside docs/: the files their code blocks include
 * (`_included/`) and what TypeDoc and plugins/doc-code computed for them (`_doc-code.json`).
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {FrozenDocCode} from '../plugins/doc-code/data';
import {referencedLibrarySources} from '../plugins/doc-code/names';
import {codeBlocksOf, docPages, includedFile, readJson, repoRoot} from '../plugins/doc-code/pages';
import {frozenReleases, publishedVersion} from '../plugins/releases';
import {API_JSON, frozenRelease, toolchainVersions} from '../site-facts.mjs';

const refuse = (message: string): never => {
  console.error(`release-docs: ${message}`);
  process.exit(1);
};
const version = publishedVersion();
const {dir, included: copies, docCode} = frozenRelease(version);
if (process.argv[2] && process.argv[2] !== version)
  refuse(`it freezes the version package.json pins, ${version}, not ${process.argv[2]}: run it with no argument.`);
if (frozenReleases().includes(version) || existsSync(join(repoRoot, dir)))
  refuse(`${version} is frozen already (${dir}). Bump the pin in package.json to the new version first.`);
const changes = execFileSync('git', ['status', '--short', '--', 'docs'], {cwd: repoRoot, encoding: 'utf8'});
if (changes) refuse(`docs/ has uncommitted changes; commit them or undo them first:\n${changes}`);
const run = (...args: string[]) => execFileSync('npx', args, {cwd: repoRoot, stdio: 'inherit'});

// Loading the site runs docusaurus-plugin-typedoc, which writes docs/api and TypeDoc's data for doc-code.
run('docusaurus', 'docs:version', version);
// With the toolchains the pages name (src/components/ToolchainVersions): the ones this release's tests ran.
const included = new Set(docPages(false, dir).flatMap(codeBlocksOf).map(includedFile).filter(Boolean) as string[]);
included.add(toolchainVersions);
for (const file of included) cpSync(join(repoRoot, file), join(repoRoot, copies, file));
// The names of the current docs' code, with the paths of their frozen copies.
const frozenPath = (file: string) =>
  file.startsWith('docs/') ? join(dir, relative('docs', file)) : join(copies, file);
const sources = referencedLibrarySources()
  .filter(({file}) => file.startsWith('docs/') || included.has(file))
  .map(({fileName: _, file, ...source}) => ({...source, file: frozenPath(file)}));
const typedoc = readJson<Omit<FrozenDocCode, 'sources'>>(API_JSON);
writeFileSync(join(repoRoot, docCode), JSON.stringify({...typedoc, sources} satisfies FrozenDocCode));
// The JSON files written above and by Docusaurus, formatted as the repository's lint expects.
run('biome', 'format', '--write', 'versions.json', 'versioned_sidebars', dir);
console.log(`Froze the docs of ${version} in ${dir}. Next: bump published-actuatorjs, library/src and docs/.`);
