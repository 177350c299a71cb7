import {type ChildProcess, spawn} from 'node:child_process';
import {once} from 'node:events';
import {copyFileSync, readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import infoSample from '../../src/data/samples/info-runtime-only.json';
import upstreamDown from '../../src/data/samples/upstream-down.json';
import upstreamUp from '../../src/data/samples/upstream-up.json';
import {createWorkdir} from '../../library/test/support/workdir';
import {comparableInfo} from './support/info-shape';
import {bin, cleanEnv, readerProject} from './support/reader-project';
import {freePort, get as getUrl, runExample} from './support/run-example';

/**
 * The five servers of the Examples page (examples/*.ts, which the page
 * includes), started for real on loopback: the Node.js ones in this process,
 * against the library's source; bun.ts on Bun and deno.ts on Deno (dev
 * dependencies), in a reader's project with the published package. The
 * upstream each one watches is a stub here whose status code the tests choose.
 */

// Importing an example compiles it and Express or Fastify: allow for a busy machine.
const START_TIMEOUT = 30_000;
const REQUEST_TIMEOUT = 15_000;

let upstreamStatus = 200;
const upstream = createServer((_request, response) => response.writeHead(upstreamStatus).end());
let upstreamUrl = '';

beforeAll(async () => {
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
  Object.assign(process.env, {HOST: '127.0.0.1', PORT: '0', UPSTREAM_URL: upstreamUrl});
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`, {signal: AbortSignal.timeout(REQUEST_TIMEOUT)});
  return {status: response.status, type: response.headers.get('content-type'), body: await response.json()};
}

type Started = {base: string; stop: () => Promise<unknown>};

/** A Node.js example imported here; its base URL once it listens. */
async function inProcess(server: Server, stop: () => Promise<unknown>): Promise<Started> {
  if (!server.listening) await once(server, 'listening');
  return {base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop};
}

// The permissions the Examples page gives `deno run deno.ts`.
const denoRun = /`deno run ((?:--allow-[a-z]+ )+)deno\.ts`/.exec(
  readFileSync(join(repoRoot, 'docs/main/examples.mdx'), 'utf-8'),
);
if (!denoRun) throw new Error('The Examples page no longer shows `deno run --allow-… deno.ts`');

/** An example run by `command` in a reader's project; each prints the address it listens on. */
async function inReaderProject(example: string, command: string[]): Promise<Started> {
  const project = readerProject({'package.json': {name: 'shop', version: '1.4.0'}});
  copyFileSync(join(repoRoot, 'examples', example), join(project.path, example));
  const [executable = '', ...args] = command;
  const env = cleanEnv({PORT: '0', UPSTREAM_URL: upstreamUrl, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'});
  const server: ChildProcess = spawn(executable, [...args, example], {cwd: project.path, env});
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      const port = /Listening on http:\/\/[^:/]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', () => reject(new Error(`${example} exited before listening: ${output}`)));
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill();
      await once(server, 'exit');
    }
    project.remove();
  };
  return {base, stop};
}

const servers: {name: string; runtime: string; engine: string; start: () => Promise<Started>}[] = [
  {
    name: 'Node.js http (examples/node-http.ts)',
    runtime: 'Node.js',
    engine: 'V8',
    start: async () => {
      const {server} = await import('../../examples/node-http');
      return inProcess(server, () => new Promise((resolve) => server.close(resolve)));
    },
  },
  {
    name: 'Express (examples/express.ts)',
    runtime: 'Node.js',
    engine: 'V8',
    start: async () => {
      const {server} = await import('../../examples/express');
      return inProcess(server, () => new Promise((resolve) => server.close(resolve)));
    },
  },
  {
    name: 'Fastify (examples/fastify.ts)',
    runtime: 'Node.js',
    engine: 'V8',
    start: async () => {
      const {app} = await import('../../examples/fastify');
      return inProcess(app.server, () => app.close());
    },
  },
  {
    name: 'Bun (examples/bun.ts, on Bun, with the published package)',
    runtime: 'Bun',
    engine: 'JavaScriptCore',
    start: () => inReaderProject('bun.ts', [bin('bun'), 'run']),
  },
  {
    name: 'Deno (examples/deno.ts, on Deno, with the published package)',
    runtime: 'Deno',
    engine: 'V8',
    start: () => inReaderProject('deno.ts', [bin('deno'), 'run', ...(denoRun[1]?.trim().split(' ') ?? [])]),
  },
];

for (const {name, runtime, engine, start} of servers) {
  describe(`the ${name} example`, () => {
    let server: Started = {base: '', stop: async () => undefined};
    beforeAll(async () => {
      server = await start();
    }, START_TIMEOUT);
    afterAll(() => server.stop(), START_TIMEOUT);

    it(
      'answers GET /actuator/health with 200 and the UP body the page shows when the upstream is up',
      async () => {
        upstreamStatus = 200;
        const health = await get(server.base, '/actuator/health');
        expect(health.status).toBe(200);
        expect(health.type).toMatch(/^application\/json/);
        expect(health.body).toEqual(upstreamUp);
      },
      REQUEST_TIMEOUT,
    );

    it(
      'answers GET /actuator/health with 503 and the DOWN body the page shows when the upstream fails',
      async () => {
        upstreamStatus = 503;
        const health = await get(server.base, '/actuator/health');
        expect(health.status).toBe(503);
        expect(health.body).toEqual(upstreamDown);
      },
      REQUEST_TIMEOUT,
    );

    it(
      `answers GET /actuator/info with 200 and the runtime info: runtime ${runtime}, engine ${engine}`,
      async () => {
        // The Node.js examples run here: their working directory is this process's.
        const workdir = createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}});
        try {
          const info = await workdir.within(() => get(server.base, '/actuator/info'));
          expect(info.status).toBe(200);
          expect(info.type).toMatch(/^application\/json/);
          const {javascript, ...rest} = info.body;
          const {javascript: _sample, ...expected} = infoSample;
          expect(comparableInfo(rest)).toEqual(comparableInfo(expected));
          expect([javascript.runtime.name, javascript.engine.name]).toEqual([runtime, engine]);
        } finally {
          workdir.remove();
        }
      },
      REQUEST_TIMEOUT,
    );
  });
}

describe('the home page snippet (examples/quick-start.ts)', () => {
  it(
    'answers both endpoints with 200 and the bodies the home page shows beside it, and anything else with 404',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const command = ['node', '--import', 'tsx', 'quick-start.ts'];
      const {child, exited} = await runExample(command, {PORT: String(port)}, `${base}/actuator/health`);
      try {
        expect(await getUrl(`${base}/actuator/health`)).toEqual({status: 200, body: healthSelf});
        const info = await getUrl(`${base}/actuator/info`);
        expect(info.status).toBe(200);
        expect(comparableInfo(info.body)).toEqual(comparableInfo(infoSample));
        expect((await getUrl(`${base}/`)).status).toBe(404);
      } finally {
        child.kill();
        await exited;
      }
    },
    START_TIMEOUT,
  );
});
