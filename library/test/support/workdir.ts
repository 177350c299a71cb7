import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

/**
 * A throw-away working directory with the given files, for code that reads
 * package.json and actuator.info.json from `process.cwd()`.
 */
export interface Workdir {
  path: string;
  write(relativePath: string, content: string | object): void;
  /** Runs `fn` with the process's working directory set to this folder. */
  within<T>(fn: () => Promise<T>): Promise<T>;
  remove(): void;
}

export function createWorkdir(files: Record<string, string | object> = {}): Workdir {
  const path = mkdtempSync(join(tmpdir(), 'actuatorjs-test-'));
  const write = (relativePath: string, content: string | object) => {
    const target = join(path, relativePath);
    mkdirSync(dirname(target), {recursive: true});
    writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
  };
  for (const [file, content] of Object.entries(files)) write(file, content);
  return {
    path,
    write,
    async within(fn) {
      const previous = process.cwd();
      process.chdir(path);
      try {
        return await fn();
      } finally {
        process.chdir(previous);
      }
    },
    remove: () => rmSync(path, {recursive: true, force: true}),
  };
}
