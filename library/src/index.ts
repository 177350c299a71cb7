/**
 * Spring Boot Actuator-style health checks and application info for
 * JavaScript runtimes (Node.js, Deno and Bun).
 *
 * @packageDocumentation
 */
export {Actuator} from './core/Actuator';
export {AbstractHealthIndicator} from './health/AbstractHealthIndicator';
export {HealthCheck} from './health/HealthCheck';
export type {HealthCheckResult} from './health/HealthCheckResult';
export type {HealthIndicator} from './health/HealthIndicator';
export type {HealthResult} from './health/HealthResult';
export type {HealthStatus} from './health/HealthStatus';
export {SimpleHealthIndicator} from './health/SimpleHealthIndicator';
export {getInfo} from './info/getInfo';
export {getJavascriptInfo} from './info/getJavascriptInfo';
export {getOutDirFromPackageJson} from './info/getOutDirFromPackageJson';
export {getRuntimeInfo} from './info/getRuntimeInfo';
