import {copyFileSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {DockerfileParser} from 'dockerfile-ast';
import {afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished} from 'vitest';
import {isCollection, parseAllDocuments, visit} from 'yaml';
import {repoRoot} from '../../plugins/doc-code/pages';
import {
  cleanEnv,
  comparableInfo,
  freePort,
  get,
  groupProcesses,
  installBlock,
  need,
  nodeReleases,
  readerProject,
  run,
  scratch,
  sample,
  serve,
  start,
  type Toolchain,
  toolchain,
} from './support/reader';

// The servers of examples/ started as the pages say, in a reader's project ("type": "module", the published package,
// Express, Fastify), each watching a stub upstream: the Examples page's and the home page's on each runtime, the
// Actuator guide's production servers as the Dockerfile runs them, probed as kubernetes.yaml and its HEALTHCHECK do.

const read = (file: string) => readFileSync(join(repoRoot, 'examples', file), 'utf-8');
const manifest = {name: 'shop', version: '1.4.0', type: 'module'};
const json = expect.stringMatching(/^application\/json/);
let upstreamStatus = 200;
const upstream = await serve((_request, response) => response.writeHead(upstreamStatus, {connection: 'close'}).end());
afterAll(() => upstream.close());
beforeEach(() => {
  upstreamStatus = 200;
});

/** Starts examples/<file> with `tool`, `args` and `env` in a reader's project; `stop()` also removes the project. */
async function startExample(file: string, tool: Toolchain, args: string[], env: object, ready: string) {
  const project = readerProject({'package.json': manifest}, ['express', 'fastify', 'hono', '@hono/node-server', 'koa']);
  copyFileSync(join(repoRoot, 'examples', file), join(project.path, file));
  const environment = cleanEnv({HOST: '127.0.0.1', UPSTREAM_URL: upstream.url, ...env});
  const server = await start([need(tool), ...args, file], project.path, environment, ready).catch((error) => {
    project.remove();
    throw error;
  });
  return {...server, stop: () => server.stop().finally(project.remove)};
}

/** An answer with its info's pid, memory and versions as their forms, so two answers compare. */
const comparable = ({body, ...rest}: Awaited<ReturnType<typeof get>>) => ({...rest, body: comparableInfo(body)});

const examplesPage = readFileSync(join(repoRoot, 'docs/main/examples.mdx'), 'utf-8');
// The permissions the Examples page gives `deno run deno.ts`.
const denoRun = /`deno run ((?:--allow-[a-z]+ )+)deno\.ts`/.exec(examplesPage)?.[1]?.trim().split(' ') ?? [];
/** The Node.js servers of the Examples page, which Bun and Deno have counterparts of, and the home page's snippet. */
const nodeServers = ['node-http.ts', 'express.ts', 'fastify.ts', 'hono.ts', 'koa.ts'];
const servers = [
  ...nodeReleases.flatMap(({major, node}) =>
    [...nodeServers, 'quick-start.ts'].map((file) => ({
      file,
      tool: node,
      args: [],
      runtime: 'Node.js',
      release: major,
    })),
  ),
  {file: 'bun.ts', tool: toolchain('bun'), args: ['run'], runtime: 'Bun', release: ''},
  {file: 'deno.ts', tool: toolchain('deno'), args: ['run', ...denoRun], runtime: 'Deno', release: ''},
];

for (const {file, tool, args, runtime, release} of servers)
  describe.skipIf(tool.missing)(`the ${file} example on ${runtime} ${release}`, () => {
    const engine = runtime === 'Bun' ? 'JavaScriptCore' : 'V8';
    const server = {base: '', group: 0, stop: async () => undefined as unknown};
    const health = () => get(`${server.base}/actuator/health`);
    beforeAll(async () => {
      server.base = `http://127.0.0.1:${await freePort()}`;
      const {port} = new URL(server.base);
      Object.assign(server, await startExample(file, tool, args, {PORT: port}, `${server.base}/actuator/health`));
    }, 60_000);
    afterAll(() => server.stop());

    // Each server gets the checks that apply to it: a test per case, none skipped.
    if (file === 'quick-start.ts')
      it('answers /actuator/health with 200 and the body the home page shows beside it, and anything else with 404', async () => {
        expect(await health()).toMatchObject({status: 200, body: sample('health-self')});
        expect((await fetch(`${server.base}/`)).status).toBe(404);
      });
    else
      it('answers /actuator/health with 200 and the UP body the page shows, then 503 and the DOWN body when the upstream fails', async () => {
        expect(await health()).toEqual({status: 200, type: json, body: sample('upstream-up')});
        upstreamStatus = 503;
        expect(await health()).toMatchObject({status: 503, body: sample('upstream-down')});
      });

    it(`answers /actuator/info with 200 and the runtime info the pages show: runtime ${runtime}, engine ${engine}`, async () => {
      const {status, type, body} = await get(`${server.base}/actuator/info`);
      expect([status, type]).toEqual([200, json]);
      const {javascript, ...rest} = body;
      const {javascript: _sample, ...expected} = sample('info-runtime-only') as Record<string, unknown>;
      expect(comparableInfo(rest)).toEqual(comparableInfo(expected));
      expect([javascript.runtime.name, javascript.engine.name]).toEqual([runtime, engine]);
    });

    it('answers /actuator/health and /actuator/info with a query string as without one, and 404s other paths', async () => {
      for (const path of ['/actuator/health', '/actuator/info']) {
        const [plain, query] = await Promise.all([path, `${path}?probe=1&from=%3F`].map((to) => get(server.base + to)));
        expect(comparable(query), path).toEqual(comparable(plain));
      }
      for (const path of ['/', '/actuator', '/actuator/healthz', '/actuator/health/x', '/x?/actuator/health'])
        expect((await fetch(`${server.base}${path}`)).status, path).toBe(404);
    });

    it('stops with every process it started (a launcher and the runtime it starts)', async () => {
      expect(groupProcesses(server.group).length).toBeGreaterThan(0);
      await server.stop();
      expect(groupProcesses(server.group)).toEqual([]);
    });
  });

// The Worker of the guide Edge and serverless, bundled with the published package as it says and run by workerd with
// worker.capnp: its own compatibility settings, then each boundary the guide names.
const edgePage = readFileSync(join(repoRoot, 'docs/main/guides/edge.mdx'), 'utf-8');
const bundle = /`bun build (worker\.ts [^`]+)`/.exec(edgePage)?.[1]?.split(' ') ?? [];
/** Starts worker.capnp, changed by `edit`, in a reader's project with worker.ts and `files`, until the test ends. */
async function startWorker(edit = (capnp: string) => capnp, files = {}) {
  const project = scratch(
    readerProject({...files, 'worker.ts': read('worker.ts'), 'worker.capnp': edit(read('worker.capnp'))}),
  );
  await run(need(toolchain('bun')), ['build', ...bundle], {cwd: project.path});
  const base = `http://127.0.0.1:${await freePort()}`;
  const command = [need(toolchain('workerd')), 'serve', 'worker.capnp', '--socket-addr', `http=${new URL(base).host}`];
  const server = await start(command, project.path, cleanEnv({UPSTREAM_URL: upstream.url}), `${base}/actuator/health`);
  onTestFinished(server.stop);
  return {...server, base};
}

describe('the Worker runs in workerd with the compatibility settings the guide gives', () => {
  it('answers health UP then DOWN as the other servers do, query or not, info with the runtime facts the page shows, and logs the warning it shows', async () => {
    const {base, output} = await startWorker();
    for (const query of ['', '?probe=1'])
      expect(await get(`${base}/actuator/health${query}`)).toMatchObject({status: 200, body: sample('upstream-up')});
    expect((await fetch(`${base}/actuator`)).status).toBe(404);
    upstreamStatus = 503;
    expect(await get(`${base}/actuator/health`)).toMatchObject({status: 503, body: sample('upstream-down')});
    const {status, type, body} = await get(`${base}/actuator/info`);
    expect([status, type, body]).toEqual([200, json, sample('info-workerd', body)]);
    await expect.poll(output).toContain('[InfoCheck]');
    expect(edgePage).toContain(output().trim());
  });

  it.each([
    ['2026-08-03', '', 'fails to load: No such module "node:fs/promises"'],
    ['2025-09-14', 'nodejs_compat', 'fails to load: No such module "node:os"'],
    ['2025-09-15', 'nodejs_compat', 'loads'],
  ])('compatibility date %s, flags [%s]: %s', async (date, flag, outcome) => {
    const settings = `compatibilityDate = "${date}", compatibilityFlags = [${flag && `"${flag}"`}],`;
    const started = startWorker((capnp) => capnp.replace(/compatibilityDate = "[^"]+",/, settings));
    const error = outcome.replace('fails to load: ', '');
    await (outcome === 'loads' ? started : expect(started).rejects.toThrow(error));
    expect(edgePage).toContain(`\`${date}\``);
  });

  it("reports the build facts of generate-info's file once the configuration adds it as the module the page names", async () => {
    const module = /`(\(name = "dist\/actuator\.info\.json"[^`]+)`/.exec(edgePage)?.[1];
    const withInfo = (capnp: string) => capnp.replace(/(modules = \[[^\]]*)\]/, `$1, ${module}]`);
    const {base} = await startWorker(withInfo, {'dist/actuator.info.json': sample('info-file')});
    expect((await get(`${base}/actuator/info`)).body).toMatchObject(sample('info-file') as object);
  });
});

describe('the Examples page runs each Node.js server as Node.js runs a .ts file', () => {
  it.each(nodeServers)('node %s', (file) => {
    expect(examplesPage).toContain(`\`node ${file}\``);
  });
});

/** The Dockerfile as Docker reads it (dockerfile-ast: continued lines joined, comments apart). */
const dockerfile = DockerfileParser.parse(read('Dockerfile'));
const dockerEnv = Object.fromEntries(
  dockerfile.getENVs().flatMap((env) => env.getProperties().map((p) => [p.getName(), p.getValue()])),
);
const [healthcheckInstruction] = dockerfile.getHEALTHCHECKs();
const subcommand = healthcheckInstruction?.getSubcommand()?.getRange().end;
const healthcheckCommand = healthcheckInstruction
  ?.getArguments()
  .filter((argument) => subcommand && argument.isAfter(subcommand))
  .map((argument) => argument.getValue())
  .join(' ');
/** Runs the HEALTHCHECK command with `/bin/sh -c`, as Docker does, against `port`; resolves to its exit code. */
const healthcheck = (port: number) =>
  run('/bin/sh', ['-c', `${healthcheckCommand}`], {env: {...process.env, MANAGEMENT_PORT: `${port}`}}).then(
    () => 0,
    (error) => error.code,
  );
const [from] = dockerfile.getFROMs();
/** The Node.js release of the base image (`node:<major>-slim`), which runs production.ts here. */
const imageMajor = Number(/^(\d+)/.exec(from?.getImageTag() ?? '')?.[1]);
const imageNode = toolchain(`node-${imageMajor}`, 'node');
const [cmd] = dockerfile.getCMDs();
const dockerCommand = cmd?.getJSONStrings().map((json) => json.getJSONValue()) ?? [];

const manifests = parseAllDocuments(read('kubernetes.yaml'));
const kubernetes = toolchain('kubernetes-models');
const [deployment, service, policy] = manifests.map((manifest) => manifest.toJS());
const podSpec = deployment.spec.template.spec;
const container = podSpec.containers[0];
const containerEnv = Object.fromEntries(container.env.map((v: {name: string; value: string}) => [v.name, v.value]));
const shutdownDelay = '1500';

// The tabs of "Run it in production" (Hono's on Bun with `bun run`), then the single-port server (details for a token).
const productionServers = ['', '-express', '-fastify', '-hono', '-hono-bun', '-koa', '-single-port'].map((name) => ({
  file: `production${name}.ts`,
  token: name === '-single-port' ? 'a-token-for-the-tests' : '',
  bun: name.endsWith('-bun'),
}));

for (const {file, token, bun} of productionServers)
  describe.skipIf((bun ? toolchain('bun') : imageNode).missing)(
    `${file}, started as the Dockerfile starts its server`,
    () => {
      const ports = {PORT: 0, MANAGEMENT_PORT: 0};
      const url = (portVariable: keyof typeof ports, path: string) => `http://127.0.0.1:${ports[portVariable]}${path}`;
      /** Where the details are: the management port, or the one port with the token. */
      const details = (path: string) =>
        token ? get(url('PORT', path), {authorization: `Bearer ${token}`}) : get(url('MANAGEMENT_PORT', path));
      let server: Awaited<ReturnType<typeof startExample>>;

      beforeAll(async () => {
        Object.assign(ports, {PORT: await freePort(), MANAGEMENT_PORT: await freePort()});
        const env = {...dockerEnv, ...containerEnv, PORT: `${ports.PORT}`, MANAGEMENT_PORT: `${ports.MANAGEMENT_PORT}`};
        Object.assign(env, {SHUTDOWN_DELAY_MS: shutdownDelay}, token && {ACTUATOR_TOKEN: token});
        const [executable, ...args] = dockerCommand;
        const tool = bun ? toolchain('bun') : executable === 'node' ? imageNode : toolchain(`${executable}`);
        const ready = url(token ? 'PORT' : 'MANAGEMENT_PORT', '/actuator/health/liveness');
        server = await startExample(file, tool, bun ? ['run'] : args.slice(0, -1), env, ready);
      }, 60_000);
      afterAll(() => server?.stop());

      it('answers liveness (ping alone), readiness (lifecycle, upstream) and info with details; the public health with the status alone; a query string changes nothing', async () => {
        for (const query of ['', '?probe=1']) {
          const liveness = await details(`/actuator/health/liveness${query}`);
          expect(liveness, query).toMatchObject({
            status: 200,
            body: {status: 'UP', components: {ping: {status: 'UP'}}},
          });
          expect(Object.keys(liveness.body.components)).toEqual(['ping']);
          const readiness = await details(`/actuator/health/readiness${query}`);
          expect(readiness.status, query).toBe(200);
          expect(Object.keys(readiness.body.components).sort()).toEqual(['lifecycle', 'upstream']);
          const info = await details(`/actuator/info${query}`);
          expect(info.status, query).toBe(200);
          const runtime = bun ? {name: 'Bun'} : {version: expect.stringMatching(new RegExp(`^v${imageMajor}\\.`))};
          expect(info.body.javascript.runtime).toMatchObject(runtime);
          const health = await get(url('PORT', `/actuator/health${query}`));
          expect(health).toMatchObject({status: 200, body: sample('production-public', health.body)});
          expect(health.body, query).toEqual({status: 'UP'});
        }
      });

      // Each server gets the checks that apply to it: a test per case, none skipped.
      if (!token)
        it('has no other actuator route on the public port', async () => {
          for (const path of ['/actuator/info', '/actuator/health/readiness', '/actuator/health/liveness'])
            expect((await fetch(url('PORT', path))).status, path).toBe(404);
        });

      if (token)
        it('without the token: the status alone, and 401 for info asking for a bearer token', async () => {
          for (const path of ['/actuator/health/readiness', '/actuator/health/liveness'])
            expect((await get(url('PORT', path))).body, path).toEqual({status: 'UP'});
          for (const authorization of [undefined, `Bearer ${token}x`, `Basic ${token}`, `${token}`, 'Bearer ']) {
            const response = await fetch(url('PORT', '/actuator/info'), {
              headers: authorization ? {authorization} : {},
            });
            expect([response.status, response.headers.get('www-authenticate')], authorization).toEqual([401, 'Bearer']);
          }
        });

      it('keeps liveness at 200 while a failing upstream makes readiness 503', async () => {
        upstreamStatus = 503;
        expect((await details('/actuator/health/readiness')).status).toBe(503);
        expect((await details('/actuator/health/liveness')).status).toBe(200);
      });

      it('answers kubernetes.yaml’s startup, liveness and readiness probes with 200 at the ports it serves (the single-port one on its one port), liveness and readiness on paths of their own', async () => {
        expect(container.livenessProbe.httpGet.path).not.toBe(container.readinessProbe.httpGet.path);
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
          const {path, port} = container[probe].httpGet;
          const containerPort = container.ports.find(({name}: {name: string}) => name === port)?.containerPort;
          const variable = token ? 'PORT' : Object.keys(ports).find((key) => dockerEnv[key] === String(containerPort));
          expect(variable, `${probe}: no port variable of the Dockerfile is ${containerPort}`).toBeDefined();
          expect((await get(url(variable as keyof typeof ports, path))).status, probe).toBe(200);
        }
      });

      if (!token)
        it("passes the Dockerfile's HEALTHCHECK, one node -e command (no curl) with known options, which fails on a 503 or no answer", async () => {
          expect(dockerfile.getHEALTHCHECKs()).toHaveLength(1);
          for (const flag of healthcheckInstruction?.getFlags() ?? []) {
            expect(`--${flag.getName()}=${flag.getValue()}`).toMatch(
              /^--((interval|timeout|start-period|start-interval)=\d+(ms|s|m|h)|retries=\d+)$/,
            );
          }
          expect(healthcheckCommand).toMatch(/^node -e "[^"]+"$/);
          expect(await healthcheck(ports.MANAGEMENT_PORT)).toBe(0);
          const failing = scratch(await serve((_request, response) => response.writeHead(503).end()));
          expect(await healthcheck(failing.port)).not.toBe(0);
          expect(await healthcheck(await freePort())).not.toBe(0);
        });

      it('shuts down gracefully on SIGTERM: readiness 503 and liveness 200 while it waits, then it closes and exits with code 0', async () => {
        const sentAt = Date.now();
        server.child.kill('SIGTERM');
        await expect.poll(async () => (await details('/actuator/health/readiness')).status).toBe(503);
        const {body} = await details('/actuator/health/readiness');
        expect(body).toEqual(sample('production-shutting-down', body));
        expect((await details('/actuator/health/liveness')).status).toBe(200);
        expect(await get(url('PORT', '/actuator/health'))).toMatchObject({status: 503, body: {status: 'DOWN'}});
        expect(await server.exited).toBe(0);
        expect(Date.now() - sentAt).toBeGreaterThanOrEqual(Number(shutdownDelay));
      });
    },
  );

describe('kubernetes.yaml is a Deployment, a Service and a NetworkPolicy, valid and in block style', () => {
  it('passes the Kubernetes schemas (kubernetes-models) and writes every map and list in block style', async () => {
    // kubernetes-models is in tests/toolchains: a module run in its folder imports it as a reader would.
    const models = ['apps/v1', 'v1', 'networking.k8s.io/v1'].map(
      (group, at) => `import('kubernetes-models/${group}')
      .then((m) => new m.${manifests[at]?.get('kind')}(${JSON.stringify(manifests[at]?.toJS())}).validate())`,
    );
    const script = `Promise.all([${models}]).then(() => console.log('valid'), (error) => console.log(error.message));`;
    const cwd = join(need(kubernetes), '../../..');
    const {stdout} = await run(process.execPath, ['--input-type=module', '-e', script], {cwd});
    expect(stdout.trim()).toBe('valid');
    expect(manifests.map((manifest) => manifest.get('kind'))).toEqual(['Deployment', 'Service', 'NetworkPolicy']);
    const flow: unknown[] = [];
    for (const manifest of manifests) {
      visit(manifest, (_key, node) => {
        if (isCollection(node) && node.flow) flow.push(node.toJSON());
      });
    }
    expect(flow).toEqual([]);
  });

  it('lets other pods reach the port the Service forwards to, and only that one; its three selectors agree', () => {
    const {selector, template} = deployment.spec;
    const selectors = [selector.matchLabels, service.spec.selector, policy.spec.podSelector.matchLabels];
    expect(selectors).toEqual(selectors.map(() => template.metadata.labels));
    expect(policy.spec.policyTypes).toEqual(['Ingress']);
    const allowed = policy.spec.ingress.flatMap((rule: {from?: unknown; ports: {port: string}[]}) => [
      ...(rule.from ? ['a rule with from'] : []),
      ...rule.ports.map(({port}) => port),
    ]);
    expect(allowed).toEqual(service.spec.ports.map(({targetPort}: {targetPort: string}) => targetPort));
    expect(allowed).not.toContain(container.readinessProbe.httpGet.port);
  });

  it('fits the shutdown delay between the readiness probe failing and SIGKILL', () => {
    const delay = Number(containerEnv.SHUTDOWN_DELAY_MS);
    const {periodSeconds, failureThreshold} = container.readinessProbe;
    expect(delay).toBeGreaterThan(periodSeconds * failureThreshold * 1000);
    expect(delay).toBeLessThan(podSpec.terminationGracePeriodSeconds * 1000);
  });
});

describe('the Dockerfile installs what Installation advises, and runs on a current LTS release without tsx', () => {
  it("runs the page's production install: npm ci without dev and peer dependencies, so no TypeScript", () => {
    const runs = dockerfile.getInstructions().filter((instruction) => instruction.getKeyword() === 'RUN');
    expect(runs.map((run) => run.getArgumentsContent())).toEqual([installBlock('bash', '--omit=peer')]);
  });

  it('starts from a node image of an LTS release, and runs production.ts with that Node.js alone (the servers above run on it)', async () => {
    expect([from?.getImageName(), from?.getImageTag()]).toEqual(['node', `${imageMajor}-slim`]);
    const {stdout} = await run(need(imageNode), ['-p', 'process.release.lts']);
    expect(stdout.trim(), `Node.js ${imageMajor} is not an LTS release`).not.toBe('undefined');
    expect(dockerCommand).toEqual(['node', 'production.ts']);
  });
});
