import type {HealthResult} from './HealthResult';

/**
 * The contract of a health indicator: something with a name that can tell
 * whether one part of the application (a database, a queue, a remote API)
 * works.
 *
 * Implement it directly, extend {@link AbstractHealthIndicator}, or wrap a
 * function in a {@link SimpleHealthIndicator}.
 *
 * @example
 * ```ts
 * import type {
 *   HealthIndicator,
 *   HealthResult,
 * } from '@actuatorjs/actuatorjs';
 *
 * const clock: HealthIndicator = {
 *   getName: () => 'clock',
 *   check: async (): Promise<HealthResult> => ({
 *     status: 'UP',
 *     details: {now: new Date().toISOString()},
 *   }),
 * };
 * ```
 */
export interface HealthIndicator {
  /**
   * Returns the indicator's name, such as `"database"`: its key in the
   * `components` of a {@link HealthCheckResult}.
   */
  getName: () => string;
  /**
   * Checks the component and resolves to its {@link HealthResult}. A thrown
   * error or a rejection is reported by {@link HealthCheck} as a `"DOWN"`
   * component with the error's message.
   */
  check: () => Promise<HealthResult>;
}
