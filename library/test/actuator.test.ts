import {afterEach, describe, expect, it, vi} from 'vitest';
import {Actuator, HealthCheck, SimpleHealthIndicator} from '../src/index';
import {createWorkdir} from './support/workdir';

afterEach(() => vi.restoreAllMocks());

describe('Actuator', () => {
  it("resolves getHealth() to the health check's result", async () => {
    const healthCheck = new HealthCheck([
      new SimpleHealthIndicator('db', async () => ({status: 'UP'})),
      new SimpleHealthIndicator('queue', async () => ({status: 'DOWN', details: {lag: 900}})),
    ]);
    await expect(new Actuator(healthCheck).getHealth()).resolves.toEqual(await healthCheck.getHealth());
  });

  it('resolves getInfo() to what getInfo() collects', async () => {
    const workdir = createWorkdir({'dist/actuator.info.json': {build: {name: 'svc', version: '2.0.0'}}});
    try {
      const info = await workdir.within(() => new Actuator(new HealthCheck([])).getInfo());
      expect(info.build).toEqual({name: 'svc', version: '2.0.0'});
      expect(info.javascript.runtime.name).toBe('Node.js');
    } finally {
      workdir.remove();
    }
  });
});
