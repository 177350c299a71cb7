/**
 * `npm run release-docs -- <version>`, once the package is published at that version: freezes the current docs
 * as that release, the Docusaurus way (`docusaurus docs:version`, which copies docs/ with the API reference that
 * TypeDoc has just generated, and the sidebars), together with what the pages show from outside docs/: the files
 * their code blocks include (`<version folder>/_included/`) and what plugins/doc-code computed for them
 * (`<version folder>/_doc-code.json`: quick info, API links, "Used in the guides", field tables).
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {FrozenDocCode} from '../plugins/doc-code';
import {referencedLibrarySources} from '../plugins/doc-code/names';
import {codeBlocksOf, docPages, includedFile, repoRoot} from '../plugins/doc-code/pages';

const version = process.argv[2] ?? '';
if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
  console.error('Usage: npm run release-docs -- <version>, the version published on npm (e.g. 0.1.0).');
  process.exit(2);
}
const dir = `versioned_docs/version-${version}`;
if (existsSync(join(repoRoot, dir))) {
  console.error(`${dir} exists: version ${version} is released already.`);
  process.exit(1);
}
const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
const run = (command: string, ...args: string[]) => execFileSync(command, args, {cwd: repoRoot, stdio: 'inherit', env});

// Loading the site runs docusaurus-plugin-typedoc, which writes docs/api and TypeDoc's data for doc-code.
run('npx', 'docusaurus', 'docs:version', version);

const included = new Set(docPages(false, dir).flatMap(codeBlocksOf).map(includedFile).filter(Boolean) as string[]);
for (const file of included) cpSync(join(repoRoot, file), join(repoRoot, dir, '_included', file));

// The names of the current docs' code, with the paths of their frozen copies.
const frozenPath = (file: string) =>
  file.startsWith('docs/') ? join(dir, relative('docs', file)) : join(dir, '_included', file);
const sources = referencedLibrarySources()
  .filter(({file}) => file.startsWith('docs/') || included.has(file))
  .map(({fileName: _, file, ...source}) => ({...source, file: frozenPath(file)}));
const {targets, fields} = JSON.parse(readFileSync(join(repoRoot, '.docusaurus/doc-code/api.json'), 'utf-8'));
const frozen: FrozenDocCode = {targets, fields, sources};
writeFileSync(join(repoRoot, dir, '_doc-code.json'), JSON.stringify(frozen));

// The JSON files written above and by Docusaurus, formatted as the repository's lint expects.
run('npx', 'biome', 'format', '--write', 'versions.json', 'versioned_sidebars', dir);
console.log(`Released the docs of ${version} in ${dir}: the default version now; the current docs are "Next".`);
