// What `npm ci` leaves out, installed on demand by the steps that need it: `npm ci` of tests/toolchains (the one file
// of these versions) into a cache outside the repository, one folder per content of its lockfile, which clones and
// worktrees share. Two sets: `tests`, the reader's toolchains (its optionalDependencies; the source tests'
// globalSetup), and `tools`, the bench's and the SBOM's (its devDependencies).
//   node scripts/toolchains.mjs run <bin> [args]   runs a command of the tools, installing them first
//   node scripts/toolchains.mjs matrix             CI's matrix: each Node.js version of the file
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {homedir} from 'node:os';
import {join} from 'node:path';

const source = new URL('../tests/toolchains/', import.meta.url);
const read = (file) => readFileSync(new URL(file, source), 'utf-8');
const specs = JSON.parse(read('package.json')).optionalDependencies;
const cache =
  process.env.TOOLCHAINS_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'actuatorjs-docs');
const key = createHash('sha256').update(read('package-lock.json')).digest('hex').slice(0, 12);
const folder = (set) => join(cache, `${set}-${key}`);
/** The Node.js versions the file names, oldest first. */
export const nodeVersions = Object.entries(specs).flatMap(([name, spec]) =>
  name.startsWith('node-') ? [spec.split('@').at(-1)] : [],
);

/** The folder of `set` (`tests` or `tools`), installed first if it is not there: once, atomically. */
export function install(set) {
  const [dir, partial] = [folder(set), `${folder(set)}.${process.pid}`];
  if (existsSync(dir)) return dir;
  console.error(`Installing tests/toolchains' ${set} into ${dir} (once for this lockfile)`);
  try {
    mkdirSync(partial, {recursive: true});
    for (const file of ['package.json', 'package-lock.json']) cpSync(new URL(file, source), join(partial, file));
    const omit = set === 'tests' ? 'dev' : 'optional';
    const args = ['ci', `--omit=${omit}`, '--no-audit', '--no-fund', '--loglevel=error'];
    execFileSync('npm', args, {
      cwd: partial,
      stdio: ['ignore', 'ignore', 'inherit'],
      shell: process.platform === 'win32',
    });
    renameSync(partial, dir);
  } catch (error) {
    if (!existsSync(dir)) throw new Error(`could not install tests/toolchains' ${set} into ${dir}: ${error.message}`);
  } finally {
    if (existsSync(partial)) rmSync(partial, {recursive: true});
  }
  return dir;
}

/** Toolchain `name` of the tests' set: its package folder, `process.execPath` for the Node.js line running now, or why
 * this run lacks it (`TOOLCHAINS=a,b` limits a run to those). */
export function toolchain(name) {
  const [dir, only] = [join(folder('tests'), 'node_modules', name), process.env.TOOLCHAINS?.split(',')];
  if (name === `node-${process.versions.node.split('.')[0]}`) return {dir, node: process.execPath};
  const spec = `${specs[name]}`.startsWith('npm:') ? `${specs[name]}`.slice(4) : `${name}@${specs[name]}`;
  if (only && !only.includes(name)) return {dir, missing: `${name}: not in this run (TOOLCHAINS=${only})`};
  if (!existsSync(folder('tests')))
    return {dir, missing: `${name}: tests/toolchains is not installed (the first line says why)`};
  return existsSync(dir)
    ? {dir}
    : {dir, missing: `${name}: npm installs no ${spec} on ${process.platform}-${process.arch}`};
}

/** Vitest's globalSetup of the source tests: installs their toolchains, then says which this run lacks, one line each. */
export function setup() {
  const only = process.env.TOOLCHAINS?.split(',');
  const wanted = Object.keys(specs).filter((name) => (!only || only.includes(name)) && !toolchain(name).node);
  if (wanted.length > 0) {
    try {
      install('tests');
    } catch (error) {
      console.error(error.message);
    }
  }
  for (const {missing} of Object.keys(specs).map(toolchain))
    if (missing) console.error(`Skipped, the tests that need ${missing}`);
}

const [command, bin, ...args] = import.meta.filename === process.argv[1] ? process.argv.slice(2) : [];
if (command === 'matrix') console.log(JSON.stringify({node: nodeVersions}));
if (command === 'run') execFileSync(join(install('tools'), 'node_modules', '.bin', bin), args, {stdio: 'inherit'});
