import {execFile} from 'node:child_process';
import {once} from 'node:events';
import {readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {repoRoot} from '../../plugins/doc-code/pages';
import {freePort, get, type RunningExample, runExample} from './support/run-example';

/**
 * The production setup the Actuator guide and the Examples page show:
 * examples/production.ts started with the Dockerfile's command and
 * environment, the probes of examples/kubernetes.yaml, the Dockerfile's
 * HEALTHCHECK run as Docker runs it, and a SIGTERM.
 */

const read = (file: string) => readFileSync(join(repoRoot, 'examples', file), 'utf-8');

/** The Dockerfile's instructions as Docker reads them: comments dropped, continued lines joined. */
const instructions = read('Dockerfile')
  .split('\n')
  .filter((line) => !line.startsWith('#'))
  .join('\n')
  .replaceAll('\\\n', '')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => /^([A-Z]+)\s+(.*)$/.exec(line) ?? [line, 'UNPARSED', line]);
const instruction = (name: string) => instructions.filter(([, keyword]) => keyword === name).map(([, , args]) => args);
const dockerEnv = Object.fromEntries(
  instruction('ENV').flatMap((args) => [...args.matchAll(/(\w+)=(\S+)/g)].map(([, key, value]) => [key, value])),
);
const [healthcheckOptions = '', healthcheckCommand = ''] =
  /^((?:--\S+\s+)*)CMD\s+(.+)$/.exec(instruction('HEALTHCHECK')[0] ?? '')?.slice(1) ?? [];

const podSpec = parse(read('kubernetes.yaml'));
const container = podSpec.containers[0];
const containerEnv = Object.fromEntries(
  container.env.map(({name, value}: {name: string; value: string}) => [name, value]),
);
const probes = ['startupProbe', 'livenessProbe', 'readinessProbe'] as const;

/** Samples the Actuator guide shows; UPDATE_SAMPLES=1 rewrites them from this run. */
function sample(name: string, actual: unknown): unknown {
  const file = join(repoRoot, 'src', 'data', 'samples', `${name}.json`);
  if (process.env.UPDATE_SAMPLES === '1') writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  return JSON.parse(readFileSync(file, 'utf-8'));
}

/** Runs the HEALTHCHECK command with `/bin/sh -c`, as Docker does, against `port`; resolves to its exit code. */
function healthcheck(port: number): Promise<number> {
  return new Promise((resolve) => {
    const env = {...process.env, MANAGEMENT_PORT: String(port)};
    execFile('/bin/sh', ['-c', healthcheckCommand], {env, timeout: 10_000}, (error) =>
      resolve(error === null ? 0 : typeof error.code === 'number' ? error.code : -1),
    );
  });
}

let upstreamStatus = 200;
const upstream = createServer((_request, response) => response.writeHead(upstreamStatus).end('body'));
const shutdownDelay = 1500;
const ports = {PORT: 0, MANAGEMENT_PORT: 0};
const url = (portVariable: keyof typeof ports, path: string) => `http://127.0.0.1:${ports[portVariable]}${path}`;
let server: RunningExample;

beforeAll(async () => {
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  ports.PORT = await freePort();
  ports.MANAGEMENT_PORT = await freePort();
  server = await runExample(
    JSON.parse(instruction('CMD')[0] ?? '[]'),
    {
      ...dockerEnv,
      ...containerEnv,
      PORT: String(ports.PORT),
      MANAGEMENT_PORT: String(ports.MANAGEMENT_PORT),
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`,
      SHUTDOWN_DELAY_MS: String(shutdownDelay),
    },
    url('MANAGEMENT_PORT', '/actuator/health/liveness'),
  );
}, 60_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the production server (examples/production.ts, started as the Dockerfile starts it)', () => {
  it('answers liveness (ping alone) and readiness (lifecycle and upstream) on the management port with full details', async () => {
    upstreamStatus = 200;
    const liveness = await get(url('MANAGEMENT_PORT', '/actuator/health/liveness'));
    expect(liveness).toEqual({status: 200, body: {status: 'UP', components: {ping: {status: 'UP'}}}});
    const readiness = await get(url('MANAGEMENT_PORT', '/actuator/health/readiness'));
    expect(readiness.status).toBe(200);
    expect(Object.keys(readiness.body.components).sort()).toEqual(['lifecycle', 'upstream']);
  });

  it('answers the public /actuator/health with the status alone, and has no other actuator route there', async () => {
    const health = await get(url('PORT', '/actuator/health'));
    expect(health).toEqual({status: 200, body: sample('production-public', health.body)});
    expect(health.body).toEqual({status: 'UP'});
    for (const path of ['/actuator/info', '/actuator/health/readiness', '/actuator/health/liveness']) {
      expect((await get(url('PORT', path))).status, path).toBe(404);
    }
    expect((await get(url('MANAGEMENT_PORT', '/actuator/info'))).status).toBe(200);
  });

  it('keeps liveness at 200 while a failing upstream makes readiness 503', async () => {
    upstreamStatus = 503;
    try {
      expect((await get(url('MANAGEMENT_PORT', '/actuator/health/readiness'))).status).toBe(503);
      expect((await get(url('MANAGEMENT_PORT', '/actuator/health/liveness'))).status).toBe(200);
    } finally {
      upstreamStatus = 200;
    }
  });
});

describe('kubernetes.yaml probes the paths and ports the production server serves', () => {
  it('has a startup, a liveness and a readiness probe, liveness and readiness on paths of their own', () => {
    for (const probe of probes) expect(container[probe]?.httpGet?.path, probe).toMatch(/^\/actuator\/health\//);
    expect(container.livenessProbe.httpGet.path).not.toBe(container.readinessProbe.httpGet.path);
  });

  it('gets 200 from each probe path on the port it names (its container port, as the Dockerfile sets it)', async () => {
    for (const probe of probes) {
      const {path, port} = container[probe].httpGet;
      const containerPort = container.ports.find(({name}: {name: string}) => name === port)?.containerPort ?? port;
      const variable = Object.keys(ports).find((key) => dockerEnv[key] === String(containerPort));
      expect(variable, `${probe}: no port variable of the Dockerfile is ${containerPort}`).toBeDefined();
      expect((await get(url(variable as keyof typeof ports, path))).status, probe).toBe(200);
    }
  });

  it('fits the shutdown delay between the readiness probe failing and SIGKILL', () => {
    const delay = Number(containerEnv.SHUTDOWN_DELAY_MS);
    const {periodSeconds, failureThreshold} = container.readinessProbe;
    expect(delay).toBeGreaterThan(periodSeconds * failureThreshold * 1000);
    expect(delay).toBeLessThan(podSpec.terminationGracePeriodSeconds * 1000);
  });
});

describe("the Dockerfile's HEALTHCHECK needs no curl", () => {
  it('is one well-formed instruction: known options, a node -e command', () => {
    expect(instructions.filter(([, keyword]) => keyword === 'UNPARSED')).toEqual([]);
    expect(instruction('HEALTHCHECK')).toHaveLength(1);
    for (const option of healthcheckOptions.trim().split(/\s+/)) {
      expect(option).toMatch(/^--((interval|timeout|start-period|start-interval)=\d+(ms|s|m|h)|retries=\d+)$/);
    }
    expect(healthcheckCommand).toMatch(/^node -e "[^"]+"$/);
  });

  it('exits 0 while the server is up, and non-zero on a 503 or when nothing answers', async () => {
    expect(await healthcheck(ports.MANAGEMENT_PORT)).toBe(0);
    const failing = createServer((_request, response) => response.writeHead(503).end()).listen(0, '127.0.0.1');
    await once(failing, 'listening');
    try {
      expect(await healthcheck((failing.address() as AddressInfo).port)).not.toBe(0);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
    expect(await healthcheck(await freePort())).not.toBe(0);
  });
});

describe('the production server shuts down gracefully on SIGTERM', () => {
  it('answers readiness 503 and liveness 200 while it waits, then closes and exits with code 0', async () => {
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await get(url('MANAGEMENT_PORT', '/actuator/health/readiness'))).status).toBe(503);
    const readiness = await get(url('MANAGEMENT_PORT', '/actuator/health/readiness'));
    expect(readiness.body).toEqual(sample('production-shutting-down', readiness.body));
    expect((await get(url('MANAGEMENT_PORT', '/actuator/health/liveness'))).status).toBe(200);
    expect(await get(url('PORT', '/actuator/health'))).toEqual({status: 503, body: {status: 'DOWN'}});
    expect(await server.exited).toBe(0);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(shutdownDelay);
  });
});
