import {execFile} from 'node:child_process';
import {copyFileSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {DockerfileParser} from 'dockerfile-ast';
import {repoRoot} from '../../plugins/doc-code/pages';
import {installBlock} from './support/install-page';
import {sample} from './support/samples';
import {freePort, get, readerProject, serve, start} from './support/servers';
import {nodeOf} from './support/toolchains';

// The production setup the Actuator guide and the Examples page show: examples/production.ts started with the
// Dockerfile's command and environment, on its base image's Node.js release, in a reader's project; kubernetes.yaml's
// probes, the HEALTHCHECK as Docker runs it, a SIGTERM.

const read = (file: string) => readFileSync(join(repoRoot, 'examples', file), 'utf-8');

/** The Dockerfile as Docker reads it (dockerfile-ast: continued lines joined, comments apart). */
const dockerfile = DockerfileParser.parse(read('Dockerfile'));
const dockerEnv = Object.fromEntries(
  dockerfile
    .getENVs()
    .flatMap((env) => env.getProperties().map((property) => [property.getName(), property.getValue()])),
);
const [healthcheckInstruction] = dockerfile.getHEALTHCHECKs();
const healthcheckOptions = healthcheckInstruction?.getFlags().map((flag) => `--${flag.getName()}=${flag.getValue()}`);
const subcommand = healthcheckInstruction?.getSubcommand()?.getRange().end;
const healthcheckCommand = healthcheckInstruction
  ?.getArguments()
  .filter((argument) => subcommand && argument.isAfter(subcommand))
  .map((argument) => argument.getValue())
  .join(' ');
const [from] = dockerfile.getFROMs();
/** The Node.js release of the base image (`node:<major>-slim`), which runs production.ts here. */
const imageMajor = Number(/^(\d+)/.exec(from?.getImageTag() ?? '')?.[1]);
const dockerCommand: string[] =
  dockerfile
    .getCMDs()[0]
    ?.getJSONStrings()
    .map((string) => string.getJSONValue()) ?? [];

const podSpec = parse(read('kubernetes.yaml'));
const container = podSpec.containers[0];
const containerEnv = Object.fromEntries(
  container.env.map(({name, value}: {name: string; value: string}) => [name, value]),
);

/** Runs the HEALTHCHECK command with `/bin/sh -c`, as Docker does, against `port`; resolves to its exit code. */
const healthcheck = (port: number) =>
  new Promise((resolve) => {
    const env = {...process.env, MANAGEMENT_PORT: String(port)};
    execFile('/bin/sh', ['-c', `${healthcheckCommand}`], {env}, (error) => resolve(error?.code ?? 0));
  });

const upstream = {status: 200, url: '', close: async () => undefined as unknown};
const shutdownDelay = 1500;
const ports = {PORT: 0, MANAGEMENT_PORT: 0};
const url = (portVariable: keyof typeof ports, path: string) => `http://127.0.0.1:${ports[portVariable]}${path}`;
let server: Awaited<ReturnType<typeof start>>;
let removeProject = () => undefined as unknown;

beforeAll(async () => {
  Object.assign(upstream, await serve((_request, response) => response.writeHead(upstream.status).end('body')));
  Object.assign(ports, {PORT: await freePort(), MANAGEMENT_PORT: await freePort()});
  const env = {...process.env, ...dockerEnv, ...containerEnv, HOST: '127.0.0.1', UPSTREAM_URL: upstream.url};
  Object.assign(env, {...ports, SHUTDOWN_DELAY_MS: shutdownDelay});
  // The image's files in a reader's project: package.json ("type": "module", the published package) and production.ts.
  const project = readerProject({'package.json': {name: 'shop', version: '1.4.0', type: 'module'}});
  removeProject = () => project.remove();
  copyFileSync(join(repoRoot, 'examples', 'production.ts'), join(project.path, 'production.ts'));
  const [executable, ...args] = dockerCommand;
  const command = [executable === 'node' ? nodeOf(imageMajor) : `${executable}`, ...args];
  server = await start(command, project.path, env, url('MANAGEMENT_PORT', '/actuator/health/liveness'));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await upstream.close();
  removeProject();
});

describe('the production server (examples/production.ts, started as the Dockerfile starts it)', () => {
  it('answers liveness (ping alone) and readiness (lifecycle and upstream) on the management port with full details', async () => {
    const liveness = await get(url('MANAGEMENT_PORT', '/actuator/health/liveness'));
    expect(liveness).toMatchObject({status: 200, body: {status: 'UP', components: {ping: {status: 'UP'}}}});
    expect(Object.keys(liveness.body.components)).toEqual(['ping']);
    const readiness = await get(url('MANAGEMENT_PORT', '/actuator/health/readiness'));
    expect([readiness.status, Object.keys(readiness.body.components).sort()]).toEqual([200, ['lifecycle', 'upstream']]);
  });

  it('answers the public /actuator/health with the status alone, and has no other actuator route there', async () => {
    const health = await get(url('PORT', '/actuator/health'));
    expect(health).toMatchObject({status: 200, body: sample('production-public', health.body)});
    expect(health.body).toEqual({status: 'UP'});
    for (const path of ['/actuator/info', '/actuator/health/readiness', '/actuator/health/liveness']) {
      expect((await fetch(url('PORT', path))).status, path).toBe(404);
    }
    expect((await get(url('MANAGEMENT_PORT', '/actuator/info'))).status).toBe(200);
  });

  it('keeps liveness at 200 while a failing upstream makes readiness 503', async () => {
    upstream.status = 503;
    try {
      expect((await get(url('MANAGEMENT_PORT', '/actuator/health/readiness'))).status).toBe(503);
      expect((await get(url('MANAGEMENT_PORT', '/actuator/health/liveness'))).status).toBe(200);
    } finally {
      upstream.status = 200;
    }
  });
});

describe('kubernetes.yaml probes the paths and ports the production server serves', () => {
  it('gets 200 from its startup, liveness and readiness probes, liveness and readiness on paths of their own', async () => {
    expect(container.livenessProbe.httpGet.path).not.toBe(container.readinessProbe.httpGet.path);
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
      const {path, port} = container[probe].httpGet;
      const containerPort = container.ports.find(({name}: {name: string}) => name === port)?.containerPort;
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
  it('is one node -e command with known options, exiting 0 while the server is up and non-zero on a 503 or no answer', async () => {
    expect(dockerfile.getHEALTHCHECKs()).toHaveLength(1);
    for (const option of healthcheckOptions ?? []) {
      expect(option).toMatch(/^--((interval|timeout|start-period|start-interval)=\d+(ms|s|m|h)|retries=\d+)$/);
    }
    expect(healthcheckCommand).toMatch(/^node -e "[^"]+"$/);
    expect(await healthcheck(ports.MANAGEMENT_PORT)).toBe(0);
    const failing = await serve((_request, response) => response.writeHead(503).end());
    expect(await healthcheck(failing.port)).not.toBe(0);
    await failing.close();
    expect(await healthcheck(await freePort())).not.toBe(0);
  });
});

describe('the Dockerfile installs what Installation advises, and runs on a current LTS release without tsx', () => {
  it("runs the page's production install: npm ci without dev and peer dependencies, so no TypeScript", () => {
    const install = installBlock('bash', '--omit=peer');
    const runs = dockerfile.getInstructions().filter((instruction) => instruction.getKeyword() === 'RUN');
    expect(runs.map((run) => run.getArgumentsContent())).toEqual([install]);
  });

  it('starts from a node image of an LTS release, and runs production.ts with that Node.js alone', async () => {
    expect([from?.getImageName(), from?.getImageTag()]).toEqual(['node', `${imageMajor}-slim`]);
    const {stdout} = await promisify(execFile)(nodeOf(imageMajor), ['-p', 'process.release.lts']);
    expect(stdout.trim(), `Node.js ${imageMajor} is not an LTS release`).not.toBe('undefined');
    expect(dockerCommand).toEqual(['node', 'production.ts']);
    const {body} = await get(url('MANAGEMENT_PORT', '/actuator/info'));
    expect(body.javascript.runtime.version).toMatch(new RegExp(`^v${imageMajor}\\.`));
  });
});

describe('the production server shuts down gracefully on SIGTERM', () => {
  it('answers readiness 503 and liveness 200 while it waits, then closes and exits with code 0', async () => {
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const readiness = url('MANAGEMENT_PORT', '/actuator/health/readiness');
    await expect.poll(async () => (await get(readiness)).status).toBe(503);
    const {body} = await get(readiness);
    expect(body).toEqual(sample('production-shutting-down', body));
    expect((await get(url('MANAGEMENT_PORT', '/actuator/health/liveness'))).status).toBe(200);
    expect(await get(url('PORT', '/actuator/health'))).toMatchObject({status: 503, body: {status: 'DOWN'}});
    expect(await server.exited).toBe(0);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(shutdownDelay);
  });
});
