import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import {totalmem} from 'node:os';
import {join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import * as published from 'published-actuatorjs';
import {afterEach, describe, expect, it, onTestFinished, vi} from 'vitest';
import {cached} from '../../examples/cached-indicator';
import {createPool} from '../../examples/postgres';
import * as lib from '../../library/src/index';
import {repoRoot} from '../../plugins/doc-code/pages';
import abortedSample from '../../src/data/samples/health-aborted.json';
import {createWorkdir} from '../../library/test/support/workdir';
import {cleanEnv, freePort, loadDocModule, need, nodeReleases, run, scratch, serve, toolchain} from './support/reader';

// The Health guide's code for slow and expensive checks, run for real.

const page = 'docs/main/guides/health.mdx';
const guide = readFileSync(join(repoRoot, page), 'utf-8');
const {withTimeout} = await loadDocModule(page, 'with-timeout.ts', lib);
const {HttpHealthIndicator} = await loadDocModule(page, 'http-dependency.ts', lib);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An indicator whose checks the test settles by hand, counting how many ran. */
function manualIndicator() {
  const runs: {resolve(result: lib.HealthResult): void; reject(error: Error): void}[] = [];
  const indicator: lib.HealthIndicator = {
    getName: () => 'database',
    check: () => new Promise((resolve, reject) => runs.push({resolve, reject})),
  };
  return {indicator, runs};
}

describe('a timeout around a slow check answers in time; only an AbortSignal stops the work', () => {
  it('withTimeout reports DOWN at the deadline while the request it gave up on stays open', async () => {
    const silent = scratch(await serve(() => undefined));
    const request = new lib.SimpleHealthIndicator('payments', () => fetch(silent.url).then(() => ({status: 'UP'})));
    expect((await new lib.HealthCheck([withTimeout(request, 200)]).getHealth()).status).toBe('DOWN');
    await sleep(200);
    expect(silent.open()).toBe(1);
  });

  it("the HTTP indicator's AbortSignal closes the request's connection at the deadline", async () => {
    const silent = scratch(await serve(() => undefined));
    const payments = new HttpHealthIndicator('payments', silent.url, 200);
    expect((await new lib.HealthCheck([payments]).getHealth()).status).toBe('DOWN');
    await expect.poll(silent.open).toBe(0);
  });

  it('the HTTP indicator asks with GET: UP against a server that answers GET with 200 and HEAD with 405', async () => {
    const server = scratch(await serve(({method}, response) => response.writeHead(method === 'GET' ? 200 : 405).end()));
    const up = {status: 'UP', details: {httpStatus: 200}};
    expect(await new HttpHealthIndicator('payments', server.url).check()).toEqual(up);
  });
});

describe('cached(indicator, ttlMs) shares one check between callers', () => {
  it('concurrent health checks run the check once', async () => {
    const {indicator, runs} = manualIndicator();
    const healthCheck = new lib.HealthCheck([cached(indicator, 5000)]);
    const both = Promise.all([healthCheck.getHealth(), healthCheck.getHealth()]);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    runs[0]?.resolve({status: 'UP'});
    expect(await both).toEqual([1, 2].map(() => ({status: 'UP', components: {database: {status: 'UP'}}})));
    expect(runs).toHaveLength(1);
  });

  it('a result or a failure is shared for the time to live since the check ended; a call after it runs a new check', async () => {
    vi.useFakeTimers();
    const {indicator, runs} = manualIndicator();
    const healthCheck = cached(indicator, 5000);
    const failed = healthCheck.check();
    vi.advanceTimersByTime(8000);
    runs[0]?.reject(new Error('connection refused'));
    await expect(failed).rejects.toThrow('connection refused');
    vi.advanceTimersByTime(4999);
    await expect(healthCheck.check()).rejects.toThrow('connection refused');
    vi.advanceTimersByTime(1);
    const second = healthCheck.check();
    runs[1]?.resolve({status: 'UP'});
    expect(await second).toEqual({status: 'UP'});
    vi.advanceTimersByTime(4999);
    expect(await healthCheck.check()).toEqual({status: 'UP'});
    expect(runs).toHaveLength(2);
  });
});

describe('the memory check compares rss with a limit the process really has', () => {
  it("is UP in this process, its limit at most the machine's memory, and the machine's memory where the system reports none", async () => {
    const {memory} = await loadDocModule(page, 'memory.ts', lib);
    const {status, details} = await memory.check();
    expect(status).toBe('UP');
    expect(details?.limit).toBeLessThanOrEqual(totalmem());
    vi.spyOn(process, 'constrainedMemory').mockReturnValue(0);
    const unconstrained = await memory.check();
    expect([unconstrained.status, unconstrained.details?.limit]).toEqual(['UP', totalmem()]);
  });
});

describe('components come in the order the checks finish, not the order given', () => {
  it.each([
    ['our source', lib],
    ['the published 0.0.5', published as unknown as typeof lib],
  ])('%s: the quicker check comes first, whichever it is on each call', async (_name, library) => {
    const delays = {first: 30, second: 0};
    const indicator = (name: 'first' | 'second') =>
      new library.SimpleHealthIndicator(name, () => sleep(delays[name]).then(() => ({status: 'UP'})));
    const healthCheck = new library.HealthCheck([indicator('first'), indicator('second')]);
    expect(Object.keys((await healthCheck.getHealth()).components)).toEqual(['second', 'first']);
    Object.assign(delays, {first: 0, second: 30});
    expect(Object.keys((await healthCheck.getHealth()).components)).toEqual(['first', 'second']);
  });
});

describe('a fetch whose AbortSignal.timeout fires reports the message the Health guide gives, on each runtime', () => {
  const aborted = abortedSample.components.payments.details.error;
  const runtimes = [
    ...nodeReleases.map(({major, node}) => ({name: `Node.js ${major}`, tool: node, args: ['-e'], message: aborted})),
    {name: 'Deno', tool: toolchain('deno'), args: ['eval'], message: aborted},
    {name: 'Bun', tool: toolchain('bun'), args: ['-e'], message: /Bun's reads `([^`]+)`/.exec(guide)?.[1]},
  ];
  it.each(runtimes)('$name', async ({tool, args, message}) => {
    const silent = scratch(await serve(() => undefined));
    const script = `fetch('${silent.url}', {signal: AbortSignal.timeout(100)}).catch((e) => console.log(e.message));`;
    const {stdout} = await run(need(tool), [...args, script], {env: cleanEnv()});
    expect(stdout.trim()).toBe(message);
  });
});

describe("the database indicator on the guide's pg pool, against a real PostgreSQL paused, stopped and started again", () => {
  it('is DOWN within the timeout and leaves no socket open while the database is paused or stopped, UP when it is back; pool.end() closes the rest', async () => {
    const {DatabaseHealthIndicator} = await loadDocModule(page, 'database.ts', lib);
    const [port, {path}] = [await freePort(), scratch(createWorkdir())];
    // PGlite served over the wire protocol, in a process the test pauses and kills; ten connections, not one.
    const script = `import {PGlite} from '@electric-sql/pglite'; import {PGLiteSocketServer} from '@electric-sql/pglite-socket';
      const server = new PGLiteSocketServer({db: await PGlite.create('${path}'), port: ${port}, maxConnections: 10});
      await server.start(); console.log('ready');`;
    const cwd = join(need(toolchain('@electric-sql/pglite')), '../../..'); // its folder in tests/toolchains
    const startDatabase = async () => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {cwd});
      onTestFinished(() => void child.kill('SIGKILL'));
      await once(child.stdout, 'data');
      return child;
    };
    const sockets = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap').length;
    const [before, warn] = [sockets(), vi.spyOn(console, 'warn').mockImplementation(() => undefined)];
    let database = await startDatabase();
    const pool = createPool(`postgres://postgres@127.0.0.1:${port}/postgres`);
    const timeout = Number(pool.options.connectionTimeoutMillis);
    /** The status, how long it took, and whether the guide quotes the error (the address left out). A loaded machine
     * can take longer than the timeout to answer, so UP is polled, as probes repeat. */
    const check = async () => {
      const started = performance.now();
      const {status, components} = await new lib.HealthCheck([new DatabaseHealthIndicator(pool)]).getHealth();
      const error = components.database?.details?.error?.replace(/ [\d.:]+$/, '');
      return {status, ms: performance.now() - started, quoted: !error || guide.includes(`\`${error}\``)};
    };
    await expect.poll(async () => (await check()).status, {timeout: 20_000}).toBe('UP');
    database.kill('SIGSTOP');
    for (const _probe of [1, 2, 3])
      expect(await check()).toEqual({status: 'DOWN', ms: expect.closeTo(timeout, -3), quoted: true});
    expect(sockets()).toBe(before);
    database.kill('SIGCONT');
    await expect.poll(async () => (await check()).status, {timeout: 20_000}).toBe('UP');
    database.kill('SIGKILL');
    await once(database, 'exit');
    expect(await check()).toEqual({status: 'DOWN', ms: expect.closeTo(0, -3), quoted: true});
    expect(warn).toHaveBeenCalledWith('database: Connection terminated unexpectedly');
    database = await startDatabase();
    await expect.poll(async () => (await check()).status, {timeout: 20_000}).toBe('UP');
    await pool.end();
    await expect.poll(sockets).toBe(before);
  }, 90_000);
});
