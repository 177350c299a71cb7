import type {HealthResult} from './HealthResult';
import type {HealthStatus} from './HealthStatus';

/**
 * The aggregated health of an application, as returned by
 * {@link HealthCheck.getHealth} and {@link Actuator.getHealth}.
 *
 * @example
 * ```ts
 * import type {HealthCheckResult} from '@actuatorjs/actuatorjs';
 *
 * const health: HealthCheckResult = {
 *   status: 'DOWN',
 *   components: {
 *     database: {status: 'UP'},
 *     cache: {status: 'DOWN', details: {error: 'connection refused'}},
 *   },
 * };
 * ```
 */
export interface HealthCheckResult {
  /** `"DOWN"` when any component is `"DOWN"`, otherwise `"UP"`. */
  status: HealthStatus;
  /** Each indicator's result, keyed by the indicator's name. */
  components: Record<string, HealthResult>;
}
