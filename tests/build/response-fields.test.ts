import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  attribute,
  baseUrl,
  builtPage,
  type DocsVersion,
  elementsOf,
  repoRoot,
  routesOf,
  sitemapRoutes,
  textOf,
  versionOf,
  versions,
} from '../support/built-site';

// Spring REST Docs' rule for the JSON bodies the guides document: a response may hold no field its table lacks, and a
// field the table calls required must show in some sample response.

type FieldRow = {path: string; type: string; optional: boolean};

/** The response-fields tables of a version's pages (rows with an id `field-<path>`), by route. */
const tablesOf = (version: DocsVersion) =>
  new Map(
    routesOf(version)
      .map(builtPage)
      .flatMap((page) => {
        const rows = page.elements('tr').flatMap((row) => {
          const id = attribute(row, 'id') ?? '';
          const [path = '', type = '', description = ''] = elementsOf(row, 'td').map((cell) => textOf(cell).trim());
          return id.startsWith('field-')
            ? [{id, path, type, description, optional: description.startsWith('Optional.')}]
            : [];
        });
        return rows.length === 0 ? [] : [[page.route, rows] as const];
      }),
  );
type Tables = ReturnType<typeof tablesOf>;

/** Every key of a JSON value as its path (`["process", "memory", "rss"]`), in the order the text shows them. */
function keyPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...keyPaths(child, [...prefix, key])]);
}

/** The row that documents a key: its own (a record's keys as `*`), or that of a record of anything above it. */
function rowOf(rows: FieldRow[], path: string[]): FieldRow | undefined {
  const matches = (row: FieldRow, length: number) => {
    const parts = row.path.split('.');
    return parts.length === length && parts.every((part, at) => part === '*' || part === path[at]);
  };
  return (
    rows.find((row) => matches(row, path.length)) ??
    rows.find((row) => row.type === 'Record<string, any>' && matches(row, row.path.split('.').length))
  );
}

const undocumented = (rows: FieldRow[], sample: unknown) =>
  keyPaths(sample).flatMap((path) => (rowOf(rows, path) ? [] : [path.join('.')]));
const unshown = (rows: FieldRow[], samples: unknown[]) =>
  rows
    .filter((row) => !row.optional && !samples.some((s) => keyPaths(s).some((p) => rowOf([row], p))))
    .map((r) => r.path);

/** The sample responses a version's pages show (src/data/samples, or a release's copies). */
function samplesOf({files}: DocsVersion) {
  const samplesDir = join(repoRoot, files, 'src', 'data', 'samples');
  return readdirSync(samplesDir).map((name) => {
    const text = readFileSync(join(samplesDir, name), 'utf-8').trimEnd();
    return {name, text, value: JSON.parse(text) as unknown};
  });
}
/** The table that documents every key of a sample. */
const tableOf = (tables: Tables, value: unknown) =>
  [...tables].find(([, rows]) => undocumented(rows, value).length === 0);

describe.each(versions())(
  '$label: the JSON responses are documented field by field (Path | Type | Description)',
  (version) => {
    const tables = tablesOf(version);
    const samples = samplesOf(version);
    const values = samples.map(({value}) => value);

    it('has a table on the Health guide and one on the Info guide, each row with its own path and a description', () => {
      const guides = ['health', 'info'].map((guide) => `${version.path}/main/guides/${guide}`);
      expect([...tables.keys()].sort()).toEqual(guides);
      const paths = [...tables.values()].flat().map((row) => row.path);
      expect(paths).toEqual(expect.arrayContaining(['components.*.status', 'git.commit.id', 'javascript.engine.name']));
      for (const row of [...tables.values()].flat())
        expect([row.id, row.description]).toEqual([`field-${row.path}`, expect.stringMatching(/\w/)]);
    });

    it.each(samples)('src/data/samples/$name holds no path that its table lacks', ({value}) => {
      const closest = [...tables].map(([route, rows]) => `${route}: ${undocumented(rows, value).join(', ')}`);
      expect(tableOf(tables, value), `undocumented fields, by table:\n${closest.join('\n')}`).toBeDefined();
    });

    it.each([...tables])('every required path of the table on %s appears in some sample', (_, rows) => {
      expect(unshown(rows, values)).toEqual([]);
    });

    it('fails on a sample with a field the table lacks, and on a table with a required field no sample has', () => {
      const rows = tables.get(`${version.path}/main/guides/health`) ?? [];
      const health = samples.find(({name}) => name === 'health-up.json')?.value as object;
      expect(undocumented(rows, {...health, uptime: 3})).toEqual(['uptime']);
      const latency = {path: 'components.*.latency', type: 'number', optional: false};
      expect(unshown([...rows, latency], [health])).toEqual(['components.*.latency']);
    });
  },
);

describe.each(versions())('$label: each key of a sample response explains itself and links to its row', (version) => {
  const tables = tablesOf(version);
  const samples = samplesOf(version);
  // The home page's code links to the latest release.
  const outside = version.isLast ? sitemapRoutes().filter((route) => !versionOf(route)) : [];
  const shown = [...routesOf(version), ...outside].flatMap((route) =>
    builtPage(route)
      .codeBlocks()
      .flatMap((block) => {
        const sample = samples.find(({text}) => text === block.text);
        return sample ? [{label: `${route}: ${sample.name}`, block, sample}] : [];
      }),
  );

  it('finds every sample on some page', () => {
    expect(new Set(shown.map(({sample}) => sample.name))).toEqual(new Set(samples.map(({name}) => name)));
  });

  it.each(shown)('$label: each key has the quick info of its row and links to it', ({block, sample}) => {
    const [route, rows = []] = tableOf(tables, sample.value) ?? [];
    const names = block.lines.flatMap((line) => line.names);
    const paths = keyPaths(sample.value);
    expect(names.map((name) => name.text)).toEqual(paths.map((path) => JSON.stringify(path.at(-1))));
    paths.forEach((path, at) => {
      const row = rowOf(rows, path);
      expect(names[at]?.href).toBe(`${baseUrl}${route}#field-${row?.path}`);
      expect(names[at]?.declaration).toMatch(new RegExp(`^\\(field\\) ${row?.path.replace(/[.*?]/g, '\\$&')}\\??: `));
    });
  });
});
