/**
 * The state of a component, or of the application as a whole.
 *
 * `"UP"` means the component works as expected; `"DOWN"` means it does not.
 * The values and their meaning follow Spring Boot Actuator.
 *
 * @example
 * ```ts
 * import type {HealthStatus} from '@actuatorjs/actuatorjs';
 *
 * function httpStatusFor(status: HealthStatus): number {
 *   return status === 'UP' ? 200 : 503;
 * }
 * ```
 */
export type HealthStatus = 'UP' | 'DOWN';
