import {type ChildProcess, execFile, spawn} from 'node:child_process';
import {once} from 'node:events';
import {copyFileSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {basename, join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {codeBlocksOf, repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import infoSample from '../../src/data/samples/info-runtime-only.json';
import upstreamUp from '../../src/data/samples/upstream-up.json';
import {comparableInfo} from './support/info-shape';
import {cleanEnv, readerProject} from './support/reader-project';

/**
 * The Bun and Deno servers of the Examples page, run on Bun and Deno (dev
 * dependencies) in a project where `@actuatorjs/actuatorjs` is the
 * published package, as in a reader's project. The upstream each one
 * watches is a stub here whose status code the tests choose.
 */

const START_TIMEOUT = 30_000;
const REQUEST_TIMEOUT = 15_000;
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
// The permissions the Examples page gives `deno run deno.ts`.
const denoRun = /`deno run ((?:--allow-[a-z]+ )+)deno\.ts`/.exec(
  readFileSync(join(repoRoot, 'docs/main/examples.mdx'), 'utf-8'),
);
if (!denoRun) throw new Error('The Examples page no longer shows `deno run --allow-… deno.ts`');
const DENO_FLAGS = denoRun[1]?.trim().split(' ') ?? [];

const runtimes = [
  {name: 'Bun', engine: 'JavaScriptCore', example: 'bun.ts', run: [bin('bun'), 'run']},
  {name: 'Deno', engine: 'V8', example: 'deno.ts', run: [bin('deno'), 'run', ...DENO_FLAGS]},
];

let upstreamStatus = 200;
const upstream = createServer((_request, response) => response.writeHead(upstreamStatus).end());
let upstreamUrl = '';
beforeAll(async () => {
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

/** A reader's project with the example and the published package. */
function readerProjectWith(example: string) {
  const project = readerProject({'package.json': {name: 'shop', version: '1.4.0'}});
  copyFileSync(join(repoRoot, 'examples', example), join(project.path, example));
  return project;
}

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`, {signal: AbortSignal.timeout(REQUEST_TIMEOUT)});
  return {status: response.status, type: response.headers.get('content-type'), body: await response.json()};
}

for (const {name, engine, example, run} of runtimes) {
  describe(`the ${name} example (examples/${example}) on ${name}, with the published package`, () => {
    const project = readerProjectWith(example);
    let server: ChildProcess | undefined;
    let base = '';

    beforeAll(async () => {
      const [command = '', ...args] = run;
      server = spawn(command, [...args, example], {
        cwd: project.path,
        env: cleanEnv({PORT: '0', UPSTREAM_URL: upstreamUrl, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'}),
      });
      // Each prints the address it listens on, with the port the system chose (Deno on stderr).
      base = await new Promise<string>((resolve, reject) => {
        let output = '';
        const read = (chunk: Buffer) => {
          output += chunk;
          const port = /Listening on http:\/\/[^:/]+:(\d+)\//.exec(output)?.[1];
          if (port) resolve(`http://127.0.0.1:${port}`);
        };
        server?.stdout?.on('data', read);
        server?.stderr?.on('data', read);
        server?.on('exit', () => reject(new Error(`${name} exited before listening: ${output}`)));
      });
    }, START_TIMEOUT);
    afterAll(async () => {
      if (server && server.exitCode === null) {
        server.kill();
        await once(server, 'exit');
      }
      project.remove();
    });

    it(
      'answers GET /actuator/health with 200 and the UP body the page shows when the upstream is up',
      async () => {
        upstreamStatus = 200;
        const health = await get(base, '/actuator/health');
        expect(health.status).toBe(200);
        expect(health.type).toMatch(/^application\/json/);
        expect(health.body).toEqual(upstreamUp);
      },
      REQUEST_TIMEOUT,
    );

    it(
      'answers GET /actuator/health with 503 and DOWN when the upstream answers 500',
      async () => {
        upstreamStatus = 500;
        const health = await get(base, '/actuator/health');
        expect(health.status).toBe(503);
        expect(health.body).toEqual({
          status: 'DOWN',
          components: {upstream: {status: 'DOWN', details: {httpStatus: 500}}},
        });
      },
      REQUEST_TIMEOUT,
    );

    it(
      `answers GET /actuator/info with 200 and the runtime info, runtime ${name} and engine ${engine}`,
      async () => {
        const info = await get(base, '/actuator/info');
        expect(info.status).toBe(200);
        expect(info.type).toMatch(/^application\/json/);
        const {javascript, ...rest} = info.body;
        const {javascript: _node, ...expected} = infoSample;
        expect(comparableInfo(rest)).toEqual(comparableInfo(expected));
        expect({runtime: javascript.runtime.name, engine: javascript.engine.name}).toEqual({runtime: name, engine});
      },
      REQUEST_TIMEOUT,
    );
  });
}

describe('the Deno example type-checks with Deno’s own types and the published package’s', () => {
  it(
    'passes deno check',
    async () => {
      const project = readerProjectWith('deno.ts');
      try {
        const check = promisify(execFile)(bin('deno'), ['check', 'deno.ts'], {
          cwd: project.path,
          env: cleanEnv({NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'}),
        });
        await expect(check).resolves.toBeDefined();
      } finally {
        project.remove();
      }
    },
    START_TIMEOUT,
  );
});

describe('Installation: check.mts prints the health the page shows, on Bun and Deno as the page runs it', () => {
  const check = codeBlocksOf('docs/main/install.mdx').find((block) => /title="check\.mts"/.test(block.meta));
  for (const command of [
    [bin('bun'), 'check.mts'],
    [bin('deno'), 'run', 'check.mts'],
  ]) {
    it(
      `${basename(command[0] ?? '')} ${command.slice(1).join(' ')}`,
      async () => {
        const project = readerProject({'package.json': {name: 'shop'}, 'check.mts': check?.code ?? ''});
        try {
          const [file = '', ...args] = command;
          const {stdout} = await promisify(execFile)(file, args, {
            cwd: project.path,
            env: cleanEnv({NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'}),
          });
          expect(JSON.parse(stdout)).toEqual(healthSelf);
        } finally {
          project.remove();
        }
      },
      START_TIMEOUT,
    );
  }
});
