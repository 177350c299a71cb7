// What `npm ci` leaves out (README.md, "The reader's toolchains"): `npm ci` of tests/toolchains, on demand, into a cache
// that clones and worktrees share, one folder per content of its lockfile. Set `tests`: its optionalDependencies (the
// source tests' globalSetup); set `tools`: its devDependencies. CLI: `run <bin> [args]` runs a tool, `matrix` CI's legs.
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import {join} from 'node:path';

const read = (file) => readFileSync(new URL(`../tests/toolchains/${file}`, import.meta.url), 'utf-8');
const specs = JSON.parse(read('package.json')).optionalDependencies;
const cache =
  process.env.TOOLCHAINS_CACHE || join(process.env.XDG_CACHE_HOME || `${homedir()}/.cache`, 'actuatorjs-docs');
const key = createHash('sha256').update(read('package-lock.json')).digest('hex').slice(0, 12);
const folder = (set) => join(cache, `${set}-${key}`);
export const only = process.env.TOOLCHAINS?.split(','); // a run limited to these toolchains (CI's legs)
const version = (name) => specs[name].split('@').at(-1);
/** The Node.js versions of the file, oldest first. */
export const nodeVersions = Object.keys(specs).flatMap((name) => (name.startsWith('node-') ? [version(name)] : []));

/** The folder of `set` (`tests` or `tools`), installed first if it is not there: once, atomically. */
export function install(set) {
  const [dir, partial] = [folder(set), `${folder(set)}.${process.pid}`];
  if (existsSync(dir)) return dir;
  console.error(`Installing tests/toolchains' ${set} into ${dir} (once for this lockfile)`);
  try {
    mkdirSync(partial, {recursive: true});
    for (const file of ['package.json', 'package-lock.json']) writeFileSync(join(partial, file), read(file));
    const omit = `--omit=${set === 'tests' ? 'dev' : 'optional'}`;
    const options = {cwd: partial, stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32'};
    execFileSync('npm', ['ci', omit, '--no-audit', '--no-fund', '--loglevel=error'], options);
    renameSync(partial, dir);
  } catch (error) {
    if (!existsSync(dir)) throw new Error(`could not install tests/toolchains' ${set} into ${dir}: ${error.message}`);
  } finally {
    if (existsSync(partial)) rmSync(partial, {recursive: true});
  }
  return dir;
}

/** Toolchain `name`: its package's folder, `node` for the Node.js line running now, or why this run lacks it.
 * @returns {{dir: string, node?: string, missing?: string}} */
export function toolchain(name) {
  const dir = join(folder('tests'), 'node_modules', name);
  const lacks = (why) => ({dir, missing: `${name}: ${why}`});
  if (name === `node-${process.versions.node.split('.')[0]}`) return {dir, node: process.execPath};
  if (!specs[name]) return lacks('not in tests/toolchains/package.json');
  if (only && !only.includes(name)) return lacks(`not in this run (TOOLCHAINS=${only})`);
  if (!existsSync(folder('tests'))) return lacks('tests/toolchains is not installed (the first line says why)');
  const spec = specs[name].startsWith('npm:') ? specs[name].slice(4) : `${name}@${specs[name]}`;
  return existsSync(dir) ? {dir} : lacks(`npm installs no ${spec} on ${process.platform}-${process.arch}`);
}

/** The source tests' globalSetup: installs their toolchains unless the run needs none, then says which it lacks. */
export function setup() {
  try {
    if (Object.keys(specs).some((name) => (!only || only.includes(name)) && !toolchain(name).node)) install('tests');
  } catch (error) {
    console.error(error.message);
  }
  for (const {missing} of Object.keys(specs).map(toolchain))
    if (missing) console.error(`Skipped, the tests that need ${missing}`);
}

const [command, bin, ...args] = import.meta.filename === process.argv[1] ? process.argv.slice(2) : [];
const legs = nodeVersions.map((node) => ({name: `Node.js ${node}`, node, toolchains: `node-${node.split('.')[0]}`}));
const ts7 = {name: `TypeScript ${version('typescript-7')}`, node: nodeVersions[0], toolchains: 'typescript-7'};
if (command === 'matrix') console.log(JSON.stringify({include: [...legs, ts7]}));
if (command === 'run') execFileSync(join(install('tools'), 'node_modules', '.bin', bin), args, {stdio: 'inherit'});
