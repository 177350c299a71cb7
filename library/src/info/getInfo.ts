import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {getOutDirFromPackageJson} from './getOutDirFromPackageJson';
import {getRuntimeInfo} from './getRuntimeInfo';
import type {ActuatorInfo} from './types';

/** The file `generate-info` writes into the output folder. */
export const INFO_FILE_NAME = 'actuator.info.json';

/**
 * Collects the application's info: the build-time facts that `generate-info`
 * wrote to `<outDir>/actuator.info.json`, with the runtime facts of
 * {@link getRuntimeInfo} laid over them.
 *
 * When the file is missing or is not valid JSON, it logs a warning naming the
 * path it tried and resolves to the runtime facts alone. It does not reject.
 *
 * @returns a promise of the merged info object, whose fields the
 * Info guide's
 * [table of response fields](/main/guides/info.mdx#response-fields) describes.
 *
 * @example
 * ```ts
 * import {getInfo} from '@actuatorjs/actuatorjs';
 *
 * const info = await getInfo();
 * console.log(info.javascript.runtime.name, info.build);
 * ```
 */
export async function getInfo(): Promise<ActuatorInfo> {
  const outDir = await getOutDirFromPackageJson();
  const runtimeInfo = getRuntimeInfo();
  const path = resolve(process.cwd(), outDir, INFO_FILE_NAME);
  try {
    const fromFile: unknown = JSON.parse(await readFile(path, 'utf-8'));
    return {...(fromFile as Pick<ActuatorInfo, 'git' | 'build'>), ...runtimeInfo};
  } catch {
    console.warn(`[InfoCheck] No built ${INFO_FILE_NAME} found at ${path}. Returning runtime info.`);
    return runtimeInfo;
  }
}
