import type {HealthCheckResult} from './HealthCheckResult';
import type {HealthIndicator} from './HealthIndicator';
import type {HealthResult} from './HealthResult';
import type {HealthStatus} from './HealthStatus';

/**
 * Runs a set of health indicators and aggregates their results into one
 * {@link HealthCheckResult}.
 *
 * @example
 * ```ts
 * import {
 *   HealthCheck,
 *   SimpleHealthIndicator,
 * } from '@actuatorjs/actuatorjs';
 *
 * const healthCheck = new HealthCheck([
 *   new SimpleHealthIndicator('database', async () => ({status: 'UP'})),
 *   new SimpleHealthIndicator('cache', async () => {
 *     throw new Error('connection refused');
 *   }),
 * ]);
 *
 * const health = await healthCheck.getHealth();
 * // health.status === "DOWN"
 * // health.components.cache.details?.error === "connection refused"
 * ```
 */
export class HealthCheck {
  private readonly healthIndicators: HealthIndicator[];

  /**
   * @param healthIndicators - the indicators to run on each {@link getHealth} call.
   */
  constructor(healthIndicators: HealthIndicator[]) {
    this.healthIndicators = healthIndicators;
  }

  /**
   * Checks every indicator concurrently.
   *
   * An indicator that throws or rejects is reported as
   * `{ status: "DOWN", details: { error: message } }`, so this method does
   * not reject because of one. When two indicators share a name, the one that
   * finishes last keeps the key.
   *
   * @returns a promise of the components keyed by indicator name, with status
   * `"DOWN"` when any component is `"DOWN"` and `"UP"` otherwise (including
   * when there are no indicators).
   */
  async getHealth(): Promise<HealthCheckResult> {
    const components: Record<string, HealthResult> = {};
    let status: HealthStatus = 'UP';
    await Promise.all(
      this.healthIndicators.map(async (indicator) => {
        const result = await checkSafely(indicator);
        components[indicator.getName()] = result;
        if (result.status === 'DOWN') {
          status = 'DOWN';
        }
      }),
    );
    return {status, components};
  }
}

async function checkSafely(indicator: HealthIndicator): Promise<HealthResult> {
  try {
    return await indicator.check();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {status: 'DOWN', details: {error: message}};
  }
}
