/**
 * Info objects differ between runs and machines in their pid, memory, CPU
 * count, OS, runtime versions and git commit. `comparableInfo` keeps
 * everything else as it is and replaces each of those fields with a
 * description of its form, so a real run and a sample can be compared.
 */
const VOLATILE: Record<string, (value: unknown) => boolean> = {
  'git.commit.id': (v) => typeof v === 'string' && /^[0-9a-f]{7,}$/.test(v),
  'git.commit.time': (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  'os.name': (v) => typeof v === 'string' && v !== '',
  'os.version': (v) => typeof v === 'string' && v !== '',
  'os.arch': (v) => typeof v === 'string' && v !== '',
  'process.pid': (v) => Number.isInteger(v),
  'process.memory.heapTotal': (v) => Number.isInteger(v),
  'process.memory.heapUsed': (v) => Number.isInteger(v),
  'process.memory.rss': (v) => Number.isInteger(v),
  'process.cpus': (v) => Number.isInteger(v),
  'javascript.runtime.version': (v) => typeof v === 'string' && v !== '',
  'javascript.engine.version': (v) => typeof v === 'string' && v !== '',
};

export function comparableInfo(value: unknown, path = ''): unknown {
  const check = VOLATILE[path];
  if (check) return check(value) ? `<volatile ${path}>` : `<malformed ${path}: ${JSON.stringify(value)}>`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, comparableInfo(child, path === '' ? key : `${path}.${key}`)]),
  );
}
