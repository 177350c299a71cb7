import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {fieldOf} from '../../plugins/doc-code/samples';
import {SAMPLES} from '../../site-facts.mjs';
import {attribute, baseUrl, builtPages, repoRoot, selectAll, textOf, versionOf, versions} from '../support/built-site';

// Spring REST Docs' rule for the JSON bodies the guides document: a response may hold no field its table lacks, and a
// field the table calls required must show in some sample response.

type FieldRow = {path: string; type: string; optional: boolean};

/** The response-fields tables of the built pages (rows with an id `field-<path>`), by route, every version's. */
const tables = new Map(
  builtPages().flatMap((page) => {
    const rows = page.elements('tr[id^="field-"]').map((row) => {
      const [path = '', type = '', description = ''] = selectAll('td', row).map((cell) => textOf(cell).trim());
      return {id: attribute(row, 'id'), path, type, description, optional: description.startsWith('Optional.')};
    });
    return rows.length === 0 ? [] : [[page.route, rows] as const];
  }),
);

/** Every key of a JSON value as its path (`["process", "memory", "rss"]`), in the order the text shows them. */
function keyPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...keyPaths(child, [...prefix, key])]);
}

const undocumented = (rows: FieldRow[], sample: unknown) =>
  keyPaths(sample).flatMap((path) => (fieldOf(rows, path) ? [] : [path.join('.')]));
const shownIn = (row: FieldRow, samples: unknown[]) => samples.some((s) => keyPaths(s).some((p) => fieldOf([row], p)));

const samplesDir = join(repoRoot, SAMPLES);
const samples = readdirSync(samplesDir).map((name) => {
  const text = readFileSync(join(samplesDir, name), 'utf-8').trimEnd();
  return {name, text, value: JSON.parse(text) as unknown};
});
// The samples are the current docs'; a page of another version (the home page: the latest's) links to its own tables.
const [current, latest] = [versions()[0], versions().find(({isLast}) => isLast)];
const tablesOf = (version = current) => [...tables].filter(([route]) => versionOf(route)?.name === version?.name);
/** The table of a version that documents every key of a sample. */
const tableOf = (value: unknown, version = current) =>
  tablesOf(version).find(([, rows]) => undocumented(rows, value).length === 0);

describe('the JSON responses are documented field by field (Path | Type | Description)', () => {
  it('has a table on the Health guide and one on the Info guide, each row with its own path and a description', () => {
    const guides = versions().flatMap(({path}) => ['health', 'info'].map((guide) => `${path}/main/guides/${guide}`));
    expect([...tables.keys()].sort()).toEqual(guides.sort());
    const paths = [...tables.values()].flat().map((row) => row.path);
    expect(paths).toEqual(expect.arrayContaining(['components.*.status', 'git.commit.id', 'javascript.engine.name']));
    for (const row of [...tables.values()].flat())
      expect([row.id, row.description]).toEqual([`field-${row.path}`, expect.stringMatching(/\w/)]);
  });

  it.each(samples)('src/data/samples/$name holds no path that its table lacks', ({value}) => {
    const closest = tablesOf().map(([route, rows]) => `${route}: ${undocumented(rows, value).join(', ')}`);
    expect(tableOf(value), `undocumented fields, by table:\n${closest.join('\n')}`).toBeDefined();
  });

  it.each(tablesOf())('every required path of the table on %s appears in some sample', (_, rows) => {
    const values = samples.map(({value}) => value);
    expect(rows.filter((row) => !row.optional && !shownIn(row, values)).map(({path}) => path)).toEqual([]);
  });
});

describe('each key of a sample response on the site explains itself and links to its row', () => {
  const shown = builtPages().flatMap((page) =>
    page.codeBlocks().flatMap((block) => {
      const sample = samples.find(({text}) => text === block.text);
      const version = versionOf(page.route) ?? latest;
      return sample ? [{label: `${page.route}: ${sample.name}`, block, sample, version}] : [];
    }),
  );

  it('finds every sample on some page', () => {
    expect(new Set(shown.map(({sample}) => sample.name))).toEqual(new Set(samples.map(({name}) => name)));
  });

  it.each(shown)('$label: each key has the quick info of its row and links to it', ({block, sample, version}) => {
    const [route, rows = []] = tableOf(sample.value, version) ?? [];
    const names = block.lines.flatMap((line) => line.names);
    const paths = keyPaths(sample.value);
    expect(names.map((name) => name.text)).toEqual(paths.map((path) => JSON.stringify(path.at(-1))));
    paths.forEach((path, at) => {
      const row = fieldOf(rows, path);
      expect(names[at]?.href).toBe(`${baseUrl}${route}#field-${row?.path}`);
      expect(names[at]?.declaration).toMatch(new RegExp(`^\\(field\\) ${row?.path.replace(/[.*?]/g, '\\$&')}\\??: `));
    });
  });
});
