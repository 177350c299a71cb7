import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {once} from 'node:events';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {vi} from 'vitest';
import type * as Library from '../../../library/src/index';
import {createWorkdir} from '../../../library/test/support/workdir';
import {loadDocModule} from './doc-module';

type Lib = typeof Library;

/** One implementation under test: the library and its generate-info command. */
export interface Implementation {
  lib: Lib;
  runGenerateInfo(cwd: string): {status: number | null; stderr: string};
}

/**
 * The scenarios behind the JSON responses the site shows
 * (src/data/samples/<name>.json). Each runs the library for real, most of
 * them through the very code block the page shows next to the sample; the
 * samples test compares the result with the file the pages import.
 */

/** Serves `status` to every request on a loopback port until `close()`. */
async function stubServer(status: number) {
  const server = createServer((_request, response) => response.writeHead(status).end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Takes requests on a loopback port and never answers; `open()` counts the requests whose connection is still open. */
export async function silentServer() {
  let open = 0;
  const server = createServer((request) => {
    open++;
    request.socket.once('close', () => open--);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    open: () => open,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A loopback URL nothing listens on, so a fetch to it fails for real. */
async function unreachableUrl(): Promise<string> {
  const stub = await stubServer(200);
  await stub.close();
  return stub.url;
}

/** The Actuator guide's `createActuator` with a database that answers. */
function shopActuator(lib: Lib, paymentsUrl: string) {
  const {createActuator} = loadDocModule<{
    createActuator(db: {query(sql: string): Promise<unknown>}, url: string): Library.Actuator;
  }>('docs/main/guides/actuator.mdx', 'actuator.ts', lib);
  return createActuator({query: async () => [{'?column?': 1}]}, paymentsUrl);
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', ...args], {cwd});
}

/** The file generate-info writes and what getInfo() then resolves to, from one run. */
interface GeneratedInfo {
  file: unknown;
  merged: unknown;
}

const generatedInfoRuns = new WeakMap<Implementation, Promise<GeneratedInfo>>();

/**
 * In a scratch project "shop" 1.4.0 with one commit on main: runs
 * `generate-info`, reads the file it wrote, then calls getInfo(). One run per
 * implementation, shared by the samples that show the file and the result,
 * so both show the same commit.
 */
function generatedInfo(implementation: Implementation): Promise<GeneratedInfo> {
  let run = generatedInfoRuns.get(implementation);
  if (run === undefined) {
    run = generateInfoOnce(implementation);
    generatedInfoRuns.set(implementation, run);
  }
  return run;
}

async function generateInfoOnce({lib, runGenerateInfo}: Implementation): Promise<GeneratedInfo> {
  const workdir = createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}});
  try {
    git(workdir.path, 'init', '-q', '-b', 'main');
    git(workdir.path, 'add', '.');
    git(workdir.path, 'commit', '-q', '-m', 'Release 1.4.0');
    const run = runGenerateInfo(workdir.path);
    if (run.status !== 0) throw new Error(`generate-info failed: ${run.stderr}`);
    const file = JSON.parse(readFileSync(join(workdir.path, 'dist', 'actuator.info.json'), 'utf-8'));
    return {file, merged: await workdir.within(() => lib.getInfo())};
  } finally {
    workdir.remove();
  }
}

/** Health responses: run against our source and against the published package. */
export const healthScenarios = {
  /** Installation page: the five-line check. */
  'health-self': ({lib}: Implementation) =>
    new lib.Actuator(
      new lib.HealthCheck([new lib.SimpleHealthIndicator('self', async () => ({status: 'UP'}))]),
    ).getHealth(),

  /** Actuator guide and home page: the database answers, the payments API returns 200. */
  'health-up': async ({lib}: Implementation) => {
    const payments = await stubServer(200);
    try {
      return await shopActuator(lib, payments.url).getHealth();
    } finally {
      await payments.close();
    }
  },

  /** Actuator guide: the payments API cannot be reached. */
  'health-down': async ({lib}: Implementation) => shopActuator(lib, await unreachableUrl()).getHealth(),

  /** Health guide: the aggregate.ts block, one check throwing an Error, one a string. */
  'health-thrown': ({lib}: Implementation) =>
    loadDocModule<{healthCheck: Library.HealthCheck}>(
      'docs/main/guides/health.mdx',
      'aggregate.ts',
      lib,
    ).healthCheck.getHealth(),

  /** Health guide: no indicators. */
  'health-empty': ({lib}: Implementation) => new lib.HealthCheck([]).getHealth(),

  /** Health guide: with-timeout.ts around database.ts, whose database never answers. */
  'health-timeout': async ({lib}: Implementation) => {
    const page = 'docs/main/guides/health.mdx';
    const {withTimeout} = loadDocModule<{
      withTimeout(indicator: Library.HealthIndicator, ms: number): Library.HealthIndicator;
    }>(page, 'with-timeout.ts', lib);
    const {DatabaseHealthIndicator} = loadDocModule<{
      DatabaseHealthIndicator: new (db: {query(sql: string): Promise<unknown>}) => Library.HealthIndicator;
    }>(page, 'database.ts', lib);
    const db = new DatabaseHealthIndicator({query: () => new Promise<never>(() => undefined)});
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    try {
      const health = new lib.HealthCheck([withTimeout(db, 1000)]).getHealth();
      await vi.advanceTimersByTimeAsync(1000);
      return await health;
    } finally {
      vi.useRealTimers();
    }
  },

  /** Health guide: http-dependency.ts, with its default timeout, against a server that never answers. */
  'health-aborted': async ({lib}: Implementation) => {
    const {HttpHealthIndicator} = loadDocModule<{
      HttpHealthIndicator: new (name: string, url: string) => Library.HealthIndicator;
    }>('docs/main/guides/health.mdx', 'http-dependency.ts', lib);
    const silent = await silentServer();
    try {
      return await new lib.HealthCheck([new HttpHealthIndicator('payments', silent.url)]).getHealth();
    } finally {
      await silent.close();
    }
  },
} satisfies Record<string, (implementation: Implementation) => Promise<unknown>>;

/** Info responses (volatile fields compared by form only). */
export const infoScenarios = {
  /** Info guide: the file generate-info writes. */
  'info-file': async (implementation: Implementation) => (await generatedInfo(implementation)).file,

  /** Info guide, Actuator guide and home page: getInfo() after that same generate-info run. */
  info: async (implementation: Implementation) => (await generatedInfo(implementation)).merged,

  /** Info guide: getInfo() with no actuator.info.json. */
  'info-runtime-only': async ({lib}: Implementation) => {
    const workdir = createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}});
    try {
      return await workdir.within(() => lib.getInfo());
    } finally {
      workdir.remove();
    }
  },
} satisfies Record<string, (implementation: Implementation) => Promise<unknown>>;
