import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../plugins/doc-code/pages';
import {attribute, baseUrl, builtPages, elementsOf, textOf} from '../support/built-site';

// Spring REST Docs' rule for the JSON bodies the guides document: a response may hold no field its table
// lacks, and a field the table calls required must show in some sample response.

/** A row of a response-fields table on a built guide. */
interface FieldRow {
  path: string;
  type: string;
  optional: boolean;
}

/** The response-fields tables of the built pages, by the route of their page. */
function fieldTables(): Map<string, FieldRow[]> {
  const tables = new Map<string, FieldRow[]>();
  for (const page of builtPages()) {
    const rows = page.elements('tr').filter((row) => attribute(row, 'id')?.startsWith('field-'));
    if (rows.length === 0) continue;
    tables.set(
      page.route,
      rows.map((row) => {
        const id = attribute(row, 'id')?.slice('field-'.length);
        const [path = '', type = '', description = ''] = elementsOf(row, 'td').map((cell) => textOf(cell).trim());
        expect(path, `the row #field-${id} documents its own path`).toBe(id);
        expect(description, `${path} has a description`).toMatch(/\w/);
        return {path, type, optional: description.startsWith('Optional.')};
      }),
    );
  }
  return tables;
}

/** Every key of a JSON value, as its path (`["process", "memory", "rss"]`), in the order the text shows them. */
function keyPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...keyPaths(child, [...prefix, key])]);
}

/** The row of a table that documents a key: its own (a record's keys as `*`), or a record of anything above it. */
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

/** The keys of a response that no row of the table documents. */
const undocumented = (rows: FieldRow[], sample: unknown) =>
  keyPaths(sample)
    .filter((path) => !rowOf(rows, path))
    .map((path) => path.join('.'));

/** The required rows of a table that no sample shows. */
const unshown = (rows: FieldRow[], samples: unknown[]) =>
  rows
    .filter((row) => !row.optional && !samples.some((sample) => keyPaths(sample).some((path) => rowOf([row], path))))
    .map((row) => row.path);

const samplesDir = join(repoRoot, 'src', 'data', 'samples');
const samples = readdirSync(samplesDir).map((name) => {
  const text = readFileSync(join(samplesDir, name), 'utf-8');
  return {name, text: text.trimEnd(), value: JSON.parse(text) as unknown};
});
const tables = fieldTables();
/** The table that documents every key of a sample. */
const tableOf = (value: unknown) => [...tables].find(([, rows]) => undocumented(rows, value).length === 0);

describe('the JSON responses are documented field by field (Path | Type | Description)', () => {
  it('has a table for /actuator/health on the Health guide and one for /actuator/info on the Info guide', () => {
    expect([...tables.keys()].sort()).toEqual(['/docs/main/guides/health', '/docs/main/guides/info']);
    expect(tables.get('/docs/main/guides/health')?.map((row) => row.path)).toEqual(
      expect.arrayContaining(['status', 'components', 'components.*', 'components.*.status', 'components.*.details']),
    );
    expect(tables.get('/docs/main/guides/info')?.map((row) => row.path)).toEqual(
      expect.arrayContaining(['git.commit.id', 'build.version', 'process.memory.heapTotal', 'javascript.engine.name']),
    );
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))(
    'src/data/samples/%s holds no path that its table lacks',
    (_, {value}) => {
      const closest = [...tables].map(([route, rows]) => `${route}: ${undocumented(rows, value).join(', ')}`);
      expect(tableOf(value), `undocumented fields, by table:\n${closest.join('\n')}`).toBeDefined();
    },
  );

  it.each([...tables])('every required path of the table on %s appears in some sample', (_, rows) => {
    expect(
      unshown(
        rows,
        samples.map(({value}) => value),
      ),
    ).toEqual([]);
  });

  it('fails on a sample with a field the table lacks, and on a table with a required field no sample has', () => {
    const rows = tables.get('/docs/main/guides/health') ?? [];
    const health = samples.find(({name}) => name === 'health-up.json')?.value as {components: object};
    expect(undocumented(rows, {...health, uptime: 3})).toEqual(['uptime']);
    expect(unshown([...rows, {path: 'components.*.latency', type: 'number', optional: false}], [health])).toEqual([
      'components.*.latency',
    ]);
  });
});

describe('each key of every sample response on the site explains itself and links to its row', () => {
  const shown = builtPages().flatMap((page) => {
    const infos = page.quickInfos();
    return page.codeBlocks().flatMap((block) => {
      const sample = samples.find(({text}) => text === block.text);
      return sample ? [{route: page.route, block, sample, infos}] : [];
    });
  });

  it('finds every sample on some page', () => {
    expect(new Set(shown.map(({sample}) => sample.name))).toEqual(new Set(samples.map(({name}) => name)));
  });

  it.each(shown.map((found) => [`${found.route}: ${found.sample.name}`, found] as const))(
    '%s: each key has the quick info of its row and links to it',
    (_, {block, sample, infos}) => {
      const [route, rows = []] = tableOf(sample.value) ?? [];
      const names = block.lines.flatMap((line) =>
        line.names.map((name) => ({...name, text: line.text.slice(name.start, name.end)})),
      );
      const paths = keyPaths(sample.value);
      expect(names.map((name) => name.text)).toEqual(paths.map((path) => JSON.stringify(path.at(-1))));
      paths.forEach((path, at) => {
        const row = rowOf(rows, path);
        const name = names[at];
        expect(name?.href).toBe(`${baseUrl}${route}#field-${row?.path}`);
        expect(infos.get(name?.info ?? '')?.declaration).toMatch(
          new RegExp(`^\\(field\\) ${row?.path.replace(/[.*?]/g, '\\$&')}\\??: `),
        );
      });
    },
  );
});
