import type {HealthIndicator} from './HealthIndicator';
import type {HealthResult} from './HealthResult';

/**
 * A {@link HealthIndicator} made from a name and a function: the quickest way
 * to add a check.
 *
 * @example
 * ```ts
 * import {totalmem} from 'node:os';
 * import {SimpleHealthIndicator} from '@actuatorjs/actuatorjs';
 *
 * const memory = new SimpleHealthIndicator('memory', async () => {
 *   const {rss} = process.memoryUsage();
 *   // The container's memory limit, or the machine's memory if less.
 *   const limit = Math.min(
 *     process.constrainedMemory() || Infinity,
 *     totalmem(),
 *   );
 *   return {
 *     status: rss < 0.9 * limit ? 'UP' : 'DOWN',
 *     details: {rss, limit},
 *   };
 * });
 * ```
 */
export class SimpleHealthIndicator implements HealthIndicator {
  private readonly name: string;
  private readonly checkFn: () => Promise<HealthResult>;

  /**
   * @param name - the indicator's name, its key in the health check's components.
   * @param healthFunction - the function that checks the component; it may throw or
   * reject to report the component as `"DOWN"`.
   */
  constructor(name: string, healthFunction: () => Promise<HealthResult>) {
    this.name = name;
    this.checkFn = healthFunction;
  }

  /**
   * @returns the name given to the constructor.
   */
  getName(): string {
    return this.name;
  }

  /**
   * Runs the function given to the constructor.
   *
   * @returns a promise of what the function resolved to.
   */
  async check(): Promise<HealthResult> {
    return await this.checkFn();
  }
}
