import type {HealthStatus} from './HealthStatus';

/**
 * What one health indicator reports when it is checked.
 *
 * @example
 * ```ts
 * import type {HealthResult} from '@actuatorjs/actuatorjs';
 *
 * const result: HealthResult = {
 *   status: 'UP',
 *   details: {latencyMs: 4},
 * };
 * ```
 */
export interface HealthResult {
  /** Whether the checked component works. */
  status: HealthStatus;
  /**
   * Anything worth showing next to the status: a latency, a version, the
   * reason for a failure. It is serialised as it is, so keep secrets out.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the published typings say `any`, and so must ours.
  details?: Record<string, any>;
}
