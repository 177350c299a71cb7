import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';

/** The folder used when package.json names none. */
const DEFAULT_OUT_DIR = 'dist';

/**
 * Finds the folder that holds `actuator.info.json`: the `outDir` field of the
 * `package.json` in the current working directory.
 *
 * @returns a promise of the `outDir` value, or `"dist"` when the field is
 * absent or empty, or when package.json is missing or unreadable.
 *
 * @example
 * ```ts
 * import {getOutDirFromPackageJson} from '@actuatorjs/actuatorjs';
 *
 * // package.json: { "name": "shop", "outDir": "build" }
 * const outDir = await getOutDirFromPackageJson(); // "build"
 * ```
 */
export async function getOutDirFromPackageJson(): Promise<string> {
  try {
    const text = await readFile(resolve(process.cwd(), 'package.json'), 'utf-8');
    const {outDir} = JSON.parse(text) as {outDir?: unknown};
    return typeof outDir === 'string' && outDir !== '' ? outDir : DEFAULT_OUT_DIR;
  } catch {
    return DEFAULT_OUT_DIR;
  }
}
