import {once} from 'node:events';
import {type Server, createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import healthSelf from '../../src/data/samples/health-self.json';
import infoSample from '../../src/data/samples/info-runtime-only.json';
import upstreamDown from '../../src/data/samples/upstream-down.json';
import upstreamUp from '../../src/data/samples/upstream-up.json';
import {createWorkdir} from '../../library/test/support/workdir';
import {comparableInfo} from './support/info-shape';
import {freePort, get as getUrl, runExample} from './support/run-example';

/**
 * The complete servers of the Examples page (examples/*.ts, which the page
 * includes), started for real on loopback. The upstream each one watches is a
 * stub here whose status code the tests choose.
 */

// Importing an example compiles it and Express or Fastify: allow for a busy machine.
const START_TIMEOUT = 30_000;
const REQUEST_TIMEOUT = 15_000;

let upstreamStatus = 200;
const upstream = createServer((_request, response) => response.writeHead(upstreamStatus).end());

beforeAll(async () => {
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  process.env.HOST = '127.0.0.1';
  process.env.PORT = '0';
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`, {signal: AbortSignal.timeout(REQUEST_TIMEOUT)});
  return {status: response.status, type: response.headers.get('content-type'), body: await response.json()};
}

const examples: Record<string, () => Promise<{server: Server; stop: () => Promise<unknown>}>> = {
  'Node.js http (examples/node-http.ts)': async () => {
    const {server} = await import('../../examples/node-http');
    return {server, stop: () => new Promise((resolve) => server.close(resolve))};
  },
  'Express (examples/express.ts)': async () => {
    const {server} = await import('../../examples/express');
    return {server, stop: () => new Promise((resolve) => server.close(resolve))};
  },
  'Fastify (examples/fastify.ts)': async () => {
    const {app} = await import('../../examples/fastify');
    return {server: app.server, stop: () => app.close()};
  },
};

for (const [name, start] of Object.entries(examples)) {
  describe(`the ${name} example`, () => {
    let base = '';
    let stop: () => Promise<unknown> = async () => undefined;

    beforeAll(async () => {
      const started = await start();
      stop = started.stop;
      if (!started.server.listening) await once(started.server, 'listening');
      base = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`;
    }, START_TIMEOUT);
    afterAll(() => stop(), START_TIMEOUT);

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
      'answers GET /actuator/health with 503 and the DOWN body the page shows when the upstream fails',
      async () => {
        upstreamStatus = 503;
        const health = await get(base, '/actuator/health');
        expect(health.status).toBe(503);
        expect(health.body).toEqual(upstreamDown);
      },
      REQUEST_TIMEOUT,
    );

    it(
      'answers GET /actuator/info with 200 and the runtime info (no actuator.info.json here)',
      async () => {
        const workdir = createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}});
        try {
          const info = await workdir.within(() => get(base, '/actuator/info'));
          expect(info.status).toBe(200);
          expect(info.type).toMatch(/^application\/json/);
          expect(comparableInfo(info.body)).toEqual(comparableInfo(infoSample));
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
