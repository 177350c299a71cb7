import type {HealthIndicator} from './HealthIndicator';
import type {HealthResult} from './HealthResult';

/**
 * A base class for health indicators that keep state or configuration, such
 * as a client to ping. It stores the name; subclasses write {@link check}.
 *
 * @example
 * ```ts
 * import {
 *   AbstractHealthIndicator,
 *   type HealthResult,
 * } from '@actuatorjs/actuatorjs';
 *
 * class UpstreamHealthIndicator extends AbstractHealthIndicator {
 *   constructor(private readonly url: string) {
 *     super('upstream');
 *   }
 *
 *   async check(): Promise<HealthResult> {
 *     const response = await fetch(this.url);
 *     return {
 *       status: response.ok ? 'UP' : 'DOWN',
 *       details: {httpStatus: response.status},
 *     };
 *   }
 * }
 * ```
 */
export abstract class AbstractHealthIndicator implements HealthIndicator {
  private readonly name: string;

  /**
   * @param name - the indicator's name, its key in the health check's components.
   */
  constructor(name: string) {
    this.name = name;
  }

  /**
   * @returns the name given to the constructor.
   */
  getName(): string {
    return this.name;
  }

  /**
   * Checks the component; written by each subclass.
   *
   * @returns a promise of the component's {@link HealthResult}.
   */
  abstract check(): Promise<HealthResult>;
}
