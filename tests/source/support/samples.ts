import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {repoRoot} from '../../../plugins/doc-code/pages';

export const SAMPLES_DIR = join(repoRoot, 'src', 'data', 'samples');

/** The sample src/data/samples/<name>.json; with UPDATE_SAMPLES=1 and `actual`, first rewritten from it. */
export function sample(name: string, actual?: unknown): unknown {
  const file = join(SAMPLES_DIR, `${name}.json`);
  if (process.env.UPDATE_SAMPLES === '1' && actual !== undefined) {
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  }
  return JSON.parse(readFileSync(file, 'utf-8'));
}

/**
 * Info objects differ between runs and machines in their pid, memory, CPU count, OS, runtime versions and git commit.
 * `comparableInfo` keeps everything else as it is and replaces each of those fields with a description of its form,
 * so a real run and a sample can be compared.
 */
const VOLATILE: Record<string, (value: unknown) => boolean> = {
  'git.commit.id': (v) => typeof v === 'string' && /^[0-9a-f]{7,}$/.test(v),
  'git.commit.time': (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
};
for (const key of ['os.name', 'os.version', 'os.arch', 'javascript.runtime.version', 'javascript.engine.version'])
  VOLATILE[key] = (v) => typeof v === 'string' && v !== '';
for (const key of ['pid', 'memory.heapTotal', 'memory.heapUsed', 'memory.rss', 'cpus'])
  VOLATILE[`process.${key}`] = Number.isInteger;

export function comparableInfo(value: unknown, path = ''): unknown {
  const check = VOLATILE[path];
  if (check) return check(value) ? `<volatile ${path}>` : `<malformed ${path}: ${JSON.stringify(value)}>`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, comparableInfo(child, path === '' ? key : `${path}.${key}`)]),
  );
}
