import type {HealthCheck} from '../health/HealthCheck';
import type {HealthCheckResult} from '../health/HealthCheckResult';
import {getInfo} from '../info/getInfo';
import type {ActuatorInfo} from '../info/types';

/**
 * The facade an HTTP layer calls: the application's health and its info, in
 * the shapes Spring Boot Actuator's `/actuator/health` and `/actuator/info`
 * endpoints answer with.
 *
 * @example
 * ```ts
 * import {
 *   Actuator,
 *   HealthCheck,
 *   SimpleHealthIndicator,
 * } from '@actuatorjs/actuatorjs';
 *
 * const actuator = new Actuator(
 *   new HealthCheck([
 *     new SimpleHealthIndicator('self', async () => ({status: 'UP'})),
 *   ]),
 * );
 *
 * // { status: "UP", components: { self: { status: "UP" } } }
 * const health = await actuator.getHealth();
 * const info = await actuator.getInfo();
 * ```
 */
export class Actuator {
  private readonly healthCheck: HealthCheck;

  /**
   * @param healthCheck - the health check whose result {@link getHealth} returns.
   */
  constructor(healthCheck: HealthCheck) {
    this.healthCheck = healthCheck;
  }

  /**
   * @returns a promise of the health check's aggregated result.
   */
  async getHealth(): Promise<HealthCheckResult> {
    return await this.healthCheck.getHealth();
  }

  /**
   * @returns a promise of the application's info, as {@link getInfo} collects
   * it, whose fields the Info guide's
   * [table of response fields](/main/guides/info.mdx#response-fields) describes.
   */
  async getInfo(): Promise<ActuatorInfo> {
    return await getInfo();
  }
}
