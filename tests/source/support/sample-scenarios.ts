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

/** A scratch project "shop" 1.4.0 with one commit on main and `generate-info` run in it. */
async function withGeneratedInfo<T>({runGenerateInfo}: Implementation, fn: (path: string) => Promise<T>): Promise<T> {
  const workdir = createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}});
  try {
    git(workdir.path, 'init', '-q', '-b', 'main');
    git(workdir.path, 'add', '.');
    git(workdir.path, 'commit', '-q', '-m', 'Release 1.4.0');
    const run = runGenerateInfo(workdir.path);
    if (run.status !== 0) throw new Error(`generate-info failed: ${run.stderr}`);
    return await workdir.within(() => fn(workdir.path));
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

  /** Health guide: with-timeout.ts around a database that never answers. */
  'health-timeout': async ({lib}: Implementation) => {
    const {withTimeout} = loadDocModule<{
      withTimeout(indicator: Library.HealthIndicator, ms: number): Library.HealthIndicator;
    }>('docs/main/guides/health.mdx', 'with-timeout.ts', lib);
    const silentDatabase = {getName: () => 'database', check: () => new Promise<never>(() => undefined)};
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    try {
      const health = new lib.HealthCheck([withTimeout(silentDatabase, 1000)]).getHealth();
      await vi.advanceTimersByTimeAsync(1000);
      return await health;
    } finally {
      vi.useRealTimers();
    }
  },
} satisfies Record<string, (implementation: Implementation) => Promise<unknown>>;

/** Info responses (volatile fields compared by form only). */
export const infoScenarios = {
  /** Info guide: the file generate-info writes. */
  'info-file': (implementation: Implementation) =>
    withGeneratedInfo(implementation, async (path) =>
      JSON.parse(readFileSync(join(path, 'dist', 'actuator.info.json'), 'utf-8')),
    ),

  /** Info guide, Actuator guide and home page: getInfo() after generate-info. */
  info: (implementation: Implementation) => withGeneratedInfo(implementation, () => implementation.lib.getInfo()),

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
