import {execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {mkdirSync, readFileSync, symlinkSync} from 'node:fs';
import {createServer, type RequestListener} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {onTestFinished} from 'vitest';
import {createWorkdir} from '../../../library/test/support/workdir';
import {codeBlocksOf, repoRoot} from '../../../plugins/doc-code/pages';

// What a reader has: Installation's code, a project with the published package, toolchains, servers to run.

const installPage = 'docs/main/install.mdx';
export const installText = readFileSync(join(repoRoot, installPage), 'utf-8');
const installBlocks = codeBlocksOf(installPage);

/** The code of Installation's first `lang` block that contains `contains`. */
export function installBlock(lang: string, contains: string): string {
  const block = installBlocks.find((candidate) => candidate.lang === lang && candidate.code.includes(contains));
  if (!block) throw new Error(`Installation has no ${lang} block with "${contains}"`);
  return block.code;
}

/** The page's check.mts: prints the health of one indicator that is UP. */
export const checkMts = installBlock('ts', 'console.log(JSON.stringify(await actuator.getHealth()');

// Node.js releases and TypeScript 7, installed by the root's postinstall into tests/toolchains (its package.json says
// why), beside the root's Node.js and TypeScript 5.9.
const toolchains = join(repoRoot, 'tests/toolchains');
const binOf = (name: string, bin: string) => join(toolchains, 'node_modules', name, 'bin', bin);

/** Each Node.js release, oldest first: its major version and its `node` binary. */
export const nodeReleases = Object.entries<string>(
  JSON.parse(readFileSync(join(toolchains, 'package.json'), 'utf-8')).optionalDependencies,
)
  .map(([name, spec]) => ({major: Number(/@(\d+)\./.exec(spec)?.[1]), node: binOf(name, 'node')}))
  .sort((a, b) => a.major - b.major);

/** TypeScript 7's `tsc`, called by its path: the root's node_modules/.bin/tsc is TypeScript 5.9. */
export const tsc7 = binOf('typescript-7', 'tsc');

/** A command the dev dependencies install (bun, deno, tsx). */
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
  mkdirSync(join(project.path, 'node_modules', '@actuatorjs'), {recursive: true});
  const link = (name: string, as = name) =>
    symlinkSync(join(repoRoot, 'node_modules', name), join(project.path, 'node_modules', as));
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

/** Runs `command` in a process group of its own until `ready` answers; `stop()` (and a failed start) ends the whole
 * group (npm's `deno` is a launcher that starts the runtime as its child) and waits until none of it is alive. */
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
  return {child, group, exited, stop};
}
