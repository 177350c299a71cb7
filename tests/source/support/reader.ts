import {execFile, execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {mkdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer, type RequestListener} from 'node:http';
import type {AddressInfo} from 'node:net';
import {dirname, join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {promisify} from 'node:util';
import {onTestFinished, TestRunner, vi} from 'vitest';
import type * as Library from '../../../library/src/index';
import {createWorkdir} from '../../../library/test/support/workdir';
import {codeBlocksOf, repoRoot} from '../../../plugins/doc-code/pages';
import {SAMPLES} from '../../../site-facts.mjs';
import {nodeVersions, only, toolchain as toolchainOf} from '../../../scripts/toolchains.mjs';

// What a reader has (Installation's code, a project with the published package, toolchains, servers to run), and the
// docs' code and sample responses as the tests use them.
const installPage = 'docs/main/install.mdx';
const installBlocks = codeBlocksOf(installPage);

/** The code of Installation's first `lang` block that contains `contains`. */
export function installBlock(lang: string, contains: string): string {
  const block = installBlocks.find((candidate) => candidate.lang === lang && candidate.code.includes(contains));
  if (!block) throw new Error(`Installation has no ${lang} block with "${contains}"`);
  return block.code;
}

/** The page's check.mts: prints the health of one indicator that is UP. */
export const checkMts = installBlock('ts', 'console.log(JSON.stringify(await actuator.getHealth()');

// The reader's toolchains (their versions: tests/toolchains/package.json), installed on demand by scripts/toolchains.mjs.
export type Toolchain = {dir: string; path: string; missing?: string};

/** Toolchain `name`'s `command` (`node-26`, `typescript-7` and `tsc`, `bun`…): its path, or why this run lacks it. */
export function toolchain(name: string, command = name): Toolchain {
  const {dir, node, missing} = toolchainOf(name);
  const bin = name.startsWith('node-') ? join(dir, 'bin', 'node') : join(dir, '..', '.bin', command);
  return {dir, path: node ?? bin, missing};
}

/** The path of `tool`, or the test skipped (a concurrent test passes its context's `skip`), saying what it lacks. */
export function need({path, missing}: Toolchain, skip = TestRunner.getCurrentTest()?.context.skip): string {
  if (missing === undefined) return path;
  skip?.(missing);
  throw new Error(missing);
}

/** Each Node.js release of the file, oldest first: its major version and its `node`; in a run limited to some
 * toolchains (a CI leg: TOOLCHAINS), those the run has. */
export const nodeReleases = nodeVersions
  .map((version) => Number(version.split('.')[0]))
  .map((major) => ({major, node: toolchain(`node-${major}`, 'node')}))
  .filter(({node}) => !(only && node.missing));

/** TypeScript 7's `tsc`: the root's node_modules/.bin/tsc is TypeScript 5.9. */
export const tsc7 = toolchain('typescript-7', 'tsc');

export const run = promisify(execFile);

/** A command the root's dev dependencies install (tsc, tsx, biome). */
export const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

/** The environment without npm's variables (an `npm run` parent's settings must not reach a reader's npm), and `extra`. */
export const cleanEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  NO_COLOR: '1',
  DENO_NO_UPDATE_CHECK: '1',
  ...extra,
});

/** A throw-away project with `files`, the published 0.0.5 (`published-actuatorjs`) under its public name, and `packages`. */
export function readerProject(files: Record<string, string | object> = {}, packages: string[] = []) {
  const project = createWorkdir(files);
  const link = (name: string, as = name) => {
    mkdirSync(dirname(join(project.path, 'node_modules', as)), {recursive: true});
    symlinkSync(join(repoRoot, 'node_modules', name), join(project.path, 'node_modules', as));
  };
  link('published-actuatorjs', '@actuatorjs/actuatorjs');
  for (const name of packages) link(name);
  return project;
}

/** A scratch project (createWorkdir) or server (serve), removed or closed once the running test has finished. */
export function scratch<T extends {remove(): void} | {close(): Promise<void>}>(thing: T): T {
  onTestFinished(() => ('remove' in thing ? thing.remove() : thing.close()));
  return thing;
}

/** An HTTP server on a loopback port answering with `handler`; `open()` counts the requests whose connection is still open. */
export async function serve(handler: RequestListener) {
  let open = 0;
  const server = createServer(handler).on('request', (request) => {
    open++;
    request.socket.once('close', () => open--);
  });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const {port} = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    open: () => open,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on (free a moment ago). */
export async function freePort(): Promise<number> {
  const server = await serve(() => undefined);
  await server.close();
  return server.port;
}

/** GET with a timeout and `headers`: the status, the content type and the body parsed as JSON. */
export async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {headers, signal: AbortSignal.timeout(10_000)});
  return {status: response.status, type: response.headers.get('content-type'), body: await response.json()};
}

/** The processes alive in a process group (`ps`), zombies left out. */
export function groupProcesses(group: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,pgid=,stat='], {encoding: 'utf-8'});
  return table.split('\n').flatMap((line) => {
    const [pid, pgid, stat = ''] = line.trim().split(/\s+/);
    return Number(pgid) === group && !stat.startsWith('Z') ? [Number(pid)] : [];
  });
}

// Groups started and not yet stopped: killed when this process exits, whatever happened to the test.
const running = new Set<number>();
const killGroup = (group: number) => {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {} // already gone
};
process.once('exit', () => {
  for (const group of running) killGroup(group);
});

/** Runs `command` in a process group of its own (npm's `deno` is a launcher) until `ready` answers; `stop()` (and a
 * failed start) ends the whole group and waits until none of it is alive; `output()`: what it printed so far. */
export async function start(command: string[], cwd: string, env: NodeJS.ProcessEnv, ready: string) {
  const [executable = 'node', ...args] = command;
  const child = spawn(executable, args, {cwd, env, detached: true});
  const group = child.pid as number;
  running.add(group);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const stop = async () => {
    killGroup(group);
    await exited;
    for (let tries = 0; groupProcesses(group).length > 0 && tries < 50; tries++) await sleep(100);
    running.delete(group);
  };
  const deadline = Date.now() + 30_000;
  while (!(await fetch(ready).catch(() => undefined))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${args.join(' ')}: no answer at ${ready}\n${output}`);
    }
    await sleep(100);
  }
  return {child, group, exited, stop, output: () => output};
}

type Indicator = Library.HealthIndicator;
type Database = {query(sql: string): Promise<unknown>};

/** What the guides' code blocks export, by name (each block exports some of them). */
interface DocExports {
  createActuator(db: Database, url: string): Library.Actuator;
  healthCheck: Library.HealthCheck;
  withTimeout(indicator: Indicator, ms: number): Indicator;
  DatabaseHealthIndicator: new (db: Database) => Indicator;
  HttpHealthIndicator: new (name: string, url: string, timeoutMs?: number) => Indicator;
  memory: Indicator;
}

let loaded = 0;
/** Imports the block titled `title` of a page as a module (a file Vitest compiles), its library import `library`. */
export async function loadDocModule(file: string, title: string, library: typeof Library): Promise<DocExports> {
  const block = codeBlocksOf(file).find((candidate) => candidate.meta.includes(`title="${title}"`));
  if (block === undefined) throw new Error(`${file} has no code block titled "${title}"`);
  const path = join(repoRoot, '.cache', 'doc-blocks', `${++loaded}-${title}`);
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, block.code);
  vi.doMock('@actuatorjs/actuatorjs', () => library);
  try {
    return await import(path);
  } finally {
    vi.doUnmock('@actuatorjs/actuatorjs');
  }
}

export const SAMPLES_DIR = join(repoRoot, SAMPLES);

/** The sample src/data/samples/<name>.json; with UPDATE_SAMPLES=1 and `actual`, first rewritten from it. */
export function sample(name: string, actual?: unknown): unknown {
  const file = join(SAMPLES_DIR, `${name}.json`);
  if (process.env.UPDATE_SAMPLES === '1' && actual !== undefined) {
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  }
  return JSON.parse(readFileSync(file, 'utf-8'));
}

// Info differs between runs and machines in its pid, memory, CPU count, OS, runtime versions and git commit:
// `comparableInfo` replaces each of those with a description of its form, so a real run and a sample compare.
const VOLATILE: Record<string, (value: unknown) => boolean> = {
  'git.commit.id': (v) => typeof v === 'string' && /^[0-9a-f]{7,}$/.test(v),
  'git.commit.time': (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
};
for (const key of ['os.name', 'os.version', 'os.arch', 'javascript.runtime.version', 'javascript.engine.version'])
  VOLATILE[key] = (v) => typeof v === 'string' && v !== '';
for (const key of ['pid', 'memory.heapTotal', 'memory.heapUsed', 'memory.rss', 'cpus'])
  VOLATILE[`process.${key}`] = Number.isInteger;

export function comparableInfo(value: unknown, path = ''): unknown {
  const check = VOLATILE[path];
  if (check) return check(value) ? `<volatile ${path}>` : `<malformed ${path}: ${JSON.stringify(value)}>`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, comparableInfo(child, path === '' ? key : `${path}.${key}`)]),
  );
}
