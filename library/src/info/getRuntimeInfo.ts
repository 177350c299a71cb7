import {arch, cpus, release, type} from 'node:os';
import {getJavascriptInfo} from './getJavascriptInfo';
import type {ActuatorInfo} from './types';

/**
 * Reads facts about the running process: the operating system, the process
 * id, memory use and CPU count, and the JavaScript runtime.
 *
 * @returns a fresh snapshot on each call: the `os`, `process` and
 * `javascript` fields of the info object, which the Info guide's
 * [table of response fields](/main/guides/info.mdx#response-fields) describes.
 *
 * @example
 * ```ts
 * import {getRuntimeInfo} from '@actuatorjs/actuatorjs';
 *
 * const {os, process: proc} = getRuntimeInfo();
 * console.log(
 *   `${os.name} ${os.arch}, pid ${proc.pid}, ${proc.cpus} CPUs`,
 * );
 * ```
 */
export function getRuntimeInfo(): Pick<ActuatorInfo, 'os' | 'process' | 'javascript'> {
  const {heapTotal, heapUsed, rss} = process.memoryUsage();
  return {
    os: {name: type(), version: release(), arch: arch()},
    process: {
      pid: process.pid,
      memory: {heapTotal, heapUsed, rss},
      cpus: cpus().length,
    },
    javascript: getJavascriptInfo(),
  };
}
