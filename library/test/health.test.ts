import {describe, expect, it} from 'vitest';
import {
  AbstractHealthIndicator,
  HealthCheck,
  type HealthIndicator,
  type HealthResult,
  SimpleHealthIndicator,
} from '../src/index';

const up = (name: string, details?: Record<string, unknown>) =>
  new SimpleHealthIndicator(name, async () => (details ? {status: 'UP', details} : {status: 'UP'}));
const down = (name: string) => new SimpleHealthIndicator(name, async () => ({status: 'DOWN'}));
const resolveAfter = (ms: number, result: HealthResult) =>
  new Promise<HealthResult>((resolve) => setTimeout(() => resolve(result), ms));

describe('SimpleHealthIndicator', () => {
  it('returns the name it was given', () => {
    expect(up('database').getName()).toBe('database');
  });

  it('resolves check() to what its function resolves to', async () => {
    const indicator = new SimpleHealthIndicator('disk', async () => ({status: 'DOWN', details: {free: 0}}));
    await expect(indicator.check()).resolves.toEqual({status: 'DOWN', details: {free: 0}});
  });

  it('calls its function again on every check()', async () => {
    let calls = 0;
    const indicator = new SimpleHealthIndicator('counter', async () => ({status: 'UP', details: {calls: ++calls}}));
    await indicator.check();
    await expect(indicator.check()).resolves.toEqual({status: 'UP', details: {calls: 2}});
  });

  it('passes a rejection of its function on to the caller', async () => {
    const indicator = new SimpleHealthIndicator('broken', async () => {
      throw new Error('boom');
    });
    await expect(indicator.check()).rejects.toThrow('boom');
  });
});

describe('AbstractHealthIndicator', () => {
  class Fixed extends AbstractHealthIndicator {
    async check(): Promise<HealthResult> {
      return {status: 'UP', details: {fixed: true}};
    }
  }

  it('stores the name for getName()', () => {
    expect(new Fixed('fixed').getName()).toBe('fixed');
  });

  it('uses the subclass check()', async () => {
    await expect(new Fixed('fixed').check()).resolves.toEqual({status: 'UP', details: {fixed: true}});
  });
});

describe('HealthCheck', () => {
  it('is UP with no components when it has no indicators', async () => {
    await expect(new HealthCheck([]).getHealth()).resolves.toEqual({status: 'UP', components: {}});
  });

  it('is UP when every indicator is UP, keyed by indicator name', async () => {
    const health = await new HealthCheck([up('db', {latencyMs: 3}), up('cache')]).getHealth();
    expect(health).toEqual({
      status: 'UP',
      components: {db: {status: 'UP', details: {latencyMs: 3}}, cache: {status: 'UP'}},
    });
  });

  it('is DOWN when any indicator is DOWN', async () => {
    const health = await new HealthCheck([up('db'), down('queue'), up('cache')]).getHealth();
    expect(health.status).toBe('DOWN');
    expect(health.components.queue).toEqual({status: 'DOWN'});
    expect(health.components.db).toEqual({status: 'UP'});
  });

  it('reports an indicator that throws an Error as DOWN with its message', async () => {
    const failing = new SimpleHealthIndicator('db', async () => {
      throw new Error('connection refused');
    });
    await expect(new HealthCheck([failing, up('cache')]).getHealth()).resolves.toEqual({
      status: 'DOWN',
      components: {db: {status: 'DOWN', details: {error: 'connection refused'}}, cache: {status: 'UP'}},
    });
  });

  it('reports a rejection with a non-Error value as DOWN with String(value)', async () => {
    const rejecting: HealthIndicator = {getName: () => 'odd', check: () => Promise.reject(42)};
    const health = await new HealthCheck([rejecting]).getHealth();
    expect(health.components.odd).toEqual({status: 'DOWN', details: {error: '42'}});
  });

  it('reports an indicator whose check() throws synchronously as DOWN', async () => {
    const throwing: HealthIndicator = {
      getName: () => 'sync',
      check: () => {
        throw 'not a promise';
      },
    };
    const health = await new HealthCheck([throwing]).getHealth();
    expect(health).toEqual({status: 'DOWN', components: {sync: {status: 'DOWN', details: {error: 'not a promise'}}}});
  });

  it('runs the indicators concurrently', async () => {
    const started: string[] = [];
    const slow = (name: string): HealthIndicator => ({
      getName: () => name,
      check: () => {
        started.push(name);
        return resolveAfter(50, {status: 'UP'});
      },
    });
    const begin = performance.now();
    const pending = new HealthCheck([slow('a'), slow('b'), slow('c')]).getHealth();
    expect(started).toEqual(['a', 'b', 'c']);
    await pending;
    expect(performance.now() - begin).toBeLessThan(140);
  });

  it('keeps the result of the indicator that finishes last when two share a name', async () => {
    const first: HealthIndicator = {
      getName: () => 'twin',
      check: () => resolveAfter(40, {status: 'DOWN', details: {n: 1}}),
    };
    const second: HealthIndicator = {
      getName: () => 'twin',
      check: () => resolveAfter(5, {status: 'UP', details: {n: 2}}),
    };
    const health = await new HealthCheck([first, second]).getHealth();
    expect(health.components).toEqual({twin: {status: 'DOWN', details: {n: 1}}});
  });

  it('runs the indicators again on each getHealth()', async () => {
    let healthy = true;
    const toggling = new SimpleHealthIndicator('toggle', async () => ({status: healthy ? 'UP' : 'DOWN'}));
    const check = new HealthCheck([toggling]);
    expect((await check.getHealth()).status).toBe('UP');
    healthy = false;
    expect((await check.getHealth()).status).toBe('DOWN');
  });
});
