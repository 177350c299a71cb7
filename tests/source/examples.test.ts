import {execFile} from 'node:child_process';
import {copyFileSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest';
import {repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import infoSample from '../../src/data/samples/info-runtime-only.json';
import upstreamDown from '../../src/data/samples/upstream-down.json';
import upstreamUp from '../../src/data/samples/upstream-up.json';
import {comparableInfo} from './support/samples';
import {bin, cleanEnv, freePort, get, groupProcesses, readerProject, scratch, serve, start} from './support/servers';
import {nodeReleases} from './support/toolchains';

// The servers of the Examples page and the home page (examples/*.ts) started as a reader starts them, in a reader's
// project ("type": "module") with the published package: `node <file>.ts` on each Node.js release, Bun and Deno. The
// upstream each one watches is a stub whose status code the tests choose.

const examples = join(repoRoot, 'examples');
const upstream = {status: 200, url: '', close: async () => undefined as unknown};
beforeAll(async () => {
  Object.assign(upstream, await serve((_request, response) => response.writeHead(upstream.status).end()));
});
afterAll(() => upstream.close());

// The permissions the Examples page gives `deno run deno.ts`.
const examplesPage = readFileSync(join(repoRoot, 'docs/main/examples.mdx'), 'utf-8');
const denoRun = /`deno run ((?:--allow-[a-z]+ )+)deno\.ts`/.exec(examplesPage)?.[1];
const deno = [bin('deno'), 'run', ...(denoRun?.trim().split(' ') ?? [])];
const readerEnv = (port: number) =>
  cleanEnv({PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'});

/** Starts `file` with `command` in a reader's project with the published package; `stop()` also removes the project. */
async function startExample(file: string, command: string[]) {
  const port = await freePort();
  const manifest = {name: 'shop', version: '1.4.0', type: 'module'};
  const project = readerProject({'package.json': manifest}, ['express', 'fastify']);
  copyFileSync(join(examples, file), join(project.path, file));
  const env = {...readerEnv(port), UPSTREAM_URL: upstream.url};
  const base = `http://127.0.0.1:${port}`;
  const server = await start([...command, file], project.path, env, `${base}/actuator/health`).catch((error) => {
    project.remove();
    throw error;
  });
  return {base, group: server.group, stop: () => server.stop().finally(() => project.remove())};
}

/** The Node.js servers of the Examples page, which Bun and Deno have counterparts of. */
const nodeServers = ['node-http.ts', 'express.ts', 'fastify.ts'];
const servers = [
  ...nodeReleases.flatMap(({major, node}) =>
    nodeServers.map((file) => ({
      file,
      command: [node],
      runtime: 'Node.js',
      release: major,
      engine: 'V8',
    })),
  ),
  {file: 'bun.ts', command: [bin('bun'), 'run'], runtime: 'Bun', release: '', engine: 'JavaScriptCore'},
  {file: 'deno.ts', command: deno, runtime: 'Deno', release: '', engine: 'V8'},
];

describe.each(servers)(
  'the $file example on $runtime $release',
  {timeout: 60_000},
  ({file, command, runtime, engine}) => {
    let server = {base: '', group: 0, stop: async () => undefined as unknown};
    beforeAll(async () => {
      server = await startExample(file, command);
    }, 60_000);
    afterAll(() => server.stop());

    it('answers /actuator/health with 200 and the UP body the page shows, then 503 and the DOWN body when the upstream fails', async () => {
      upstream.status = 200;
      const up = await get(`${server.base}/actuator/health`);
      expect(up).toEqual({status: 200, type: expect.stringMatching(/^application\/json/), body: upstreamUp});
      upstream.status = 503;
      expect(await get(`${server.base}/actuator/health`)).toMatchObject({status: 503, body: upstreamDown});
    });

    it(`answers /actuator/info with 200 and the runtime info: runtime ${runtime}, engine ${engine}`, async () => {
      const {status, type, body} = await get(`${server.base}/actuator/info`);
      expect([status, type]).toEqual([200, expect.stringMatching(/^application\/json/)]);
      const {javascript, ...rest} = body;
      const {javascript: _sample, ...expected} = infoSample;
      expect(comparableInfo(rest)).toEqual(comparableInfo(expected));
      expect([javascript.runtime.name, javascript.engine.name]).toEqual([runtime, engine]);
    });

    it('stops with every process it started (a launcher and the runtime it starts)', async () => {
      expect(groupProcesses(server.group).length).toBeGreaterThan(0);
      await server.stop();
      expect(groupProcesses(server.group)).toEqual([]);
    });
  },
);

describe('the Examples page runs each Node.js server as Node.js runs a .ts file', () => {
  it.each(nodeServers)('node %s', (file) => {
    expect(examplesPage).toContain(`\`node ${file}\``);
  });
});

describe('the Deno example type-checks with Deno’s own types and the published package’s', () => {
  it('passes deno check', async () => {
    const project = scratch(readerProject({'package.json': {name: 'shop', version: '1.4.0'}}));
    copyFileSync(join(examples, 'deno.ts'), join(project.path, 'deno.ts'));
    await promisify(execFile)(bin('deno'), ['check', 'deno.ts'], {cwd: project.path, env: readerEnv(0)});
  }, 60_000);
});

describe.each(nodeReleases)('the home page snippet (examples/quick-start.ts) on Node.js $major', ({node}) => {
  it('answers both endpoints with 200 and the bodies the home page shows beside it, and anything else with 404', async () => {
    const {base, stop} = await startExample('quick-start.ts', [node]);
    onTestFinished(stop);
    expect(await get(`${base}/actuator/health`)).toMatchObject({status: 200, body: healthSelf});
    const info = await get(`${base}/actuator/info`);
    expect([info.status, comparableInfo(info.body)]).toEqual([200, comparableInfo(infoSample)]);
    expect((await fetch(`${base}/`)).status).toBe(404);
  }, 60_000);
});
