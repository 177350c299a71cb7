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
 *   private readonly url: string;
 *
 *   constructor(url: string) {
 *     super('upstream');
 *     this.url = url;
 *   }
 *
 *   async check(): Promise<HealthResult> {
 *     const response = await fetch(this.url, {
 *       signal: AbortSignal.timeout(2000),
 *     });
 *     // Only the status counts: release the connection unread.
 *     await response.body?.cancel();
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
