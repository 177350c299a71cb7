import {existsSync, realpathSync} from 'node:fs';
import path from 'node:path';

/** Where Node would find `pkg` from `fromDir`, walking up node_modules folders. */
export function packageDir(pkg: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}
