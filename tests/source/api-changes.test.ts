import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {List} from 'mdast';
import {toString as plainText} from 'mdast-util-to-string';
import {Application, TSConfigReader} from 'typedoc';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type ApiSignatures, apiChanges, changeNote} from '../../plugins/doc-code/api-changes';
import {apiSignatures} from '../../typedoc/doc-code.mjs';

const root = path.resolve(__dirname, '../..');

describe('apiChanges: the differences between two releases’ signatures', () => {
  const kept: ApiSignatures = {Kept: 'class Kept', 'Kept.limit': 'property limit: number'};
  const before = {...kept, Gone: 'class Gone', 'Gone.run': 'method run(): void'};
  const after = {...kept, 'Kept.limit': 'property limit?: number', 'Kept.extra': 'property extra: string'};
  Object.assign(after, {New: 'function New(): void', 'New.member': 'property member: string'});

  it('lists an added and a removed export once each (their members in them), and changed and added members, by name', () => {
    expect(apiChanges(before, after)).toEqual([
      {kind: 'removed', name: 'Gone', before: 'class Gone'},
      {kind: 'added', name: 'Kept.extra', after: after['Kept.extra']},
      {kind: 'changed', name: 'Kept.limit', before: kept['Kept.limit'], after: after['Kept.limit']},
      {kind: 'added', name: 'New', after: 'function New(): void'},
    ]);
    expect(apiChanges(before, before)).toEqual([]);
  });
});

describe('changeNote: the note at the top of an export’s API page', () => {
  const changes = apiChanges(
    {A: 'class A', 'A.run': 'method run(): void', 'A.old': 'property old: string', Gone: 'class Gone'},
    {A: 'class A', 'A.run': 'method run(ms?: number): void', 'A.add': 'property add: number', B: 'class B'},
  );
  const [note] = changeNote('0.0.6', changes, 'A');

  it('is an info admonition (as `:::info` parses) saying "Changed in" the version and listing each change of the export, names and declarations in code', () => {
    expect(note).toMatchObject({type: 'containerDirective', name: 'info'});
    const [intro, list] = note?.children ?? [];
    expect(plainText(intro)).toBe('Changed in 0.0.6:');
    expect((list as List).children.map((item) => plainText(item))).toEqual([
      'A.add: new, property add: number',
      'A.old: removed, was property old: string',
      'A.run: was method run(): void, now method run(ms?: number): void',
    ]);
    const codes = (list as List).children[2]?.children[0];
    expect(codes).toMatchObject({children: [{type: 'inlineCode'}, {}, {type: 'inlineCode'}, {}, {type: 'inlineCode'}]});
  });

  it('says "New in" the version for an added export, and nothing for an unchanged or removed one', () => {
    expect(changeNote('0.0.6', changes, 'B').map((node) => plainText(node))).toEqual(['New in 0.0.6.']);
    expect(changeNote('0.0.6', changes, 'Gone')).toEqual([]);
    expect(changeNote('0.0.6', apiChanges({A: 'class A'}, {A: 'class A'}), 'A')).toEqual([]);
  });
});

/** The signatures TypeDoc's model gives a copy of library/, with the site's typedoc.json and plugins. */
async function signaturesOf(library: string): Promise<ApiSignatures> {
  const {$schema: _schema, plugin, ...site} = JSON.parse(readFileSync(path.join(root, 'typedoc.json'), 'utf8'));
  const plugins = (plugin as string[]).map((name) => (name.startsWith('.') ? path.join(root, name) : name));
  const entryPoints = [path.join(library, 'src/index.ts')];
  const options = {...site, plugin: plugins, entryPoints, tsconfig: path.join(library, 'tsconfig.typedoc.json')};
  const app = await Application.bootstrapWithPlugins({...options, logLevel: 'Error'}, [new TSConfigReader()]);
  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc could not convert ${library}`);
  return apiSignatures(project);
}

describe('the signatures TypeDoc’s model gives the library, and their changes in a changed copy', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'api-changes-'));
  let today: ApiSignatures = {};
  let changed: ApiSignatures = {};

  beforeAll(async () => {
    today = await signaturesOf(path.join(root, 'library'));
    const library = path.join(copy, 'library');
    for (const file of ['src', 'tsconfig.json', 'tsconfig.typedoc.json']) {
      cpSync(path.join(root, 'library', file), path.join(library, file), {recursive: true});
    }
    const actuator = path.join(library, 'src/core/Actuator.ts');
    const source = readFileSync(actuator, 'utf8');
    const edited = source.replace('getHealth(): Promise', 'getHealth(timeoutMs?: number): Promise');
    if (edited === source) throw new Error('Actuator.ts no longer declares getHealth(): Promise<…>');
    writeFileSync(actuator, edited);
    writeFileSync(path.join(library, 'src/ping.ts'), '/** Answers. */\nexport const ping = (): string => "pong";\n');
    const index = readFileSync(path.join(root, 'library/src/index.ts'), 'utf8');
    writeFileSync(path.join(library, 'src/index.ts'), `${index}export {ping} from './ping';\n`);
    changed = await signaturesOf(library);
  }, 120_000);

  afterAll(() => rmSync(copy, {recursive: true, force: true}));

  it('prints each export and member as declared (kind, parameters, types, optional marks), each export before its members', () => {
    expect(Object.keys(today)).toEqual(Object.keys(today).sort());
    expect(today).toMatchObject({
      Actuator: 'class Actuator',
      'Actuator.constructor': 'constructor(healthCheck: HealthCheck)',
      'Actuator.getHealth': 'method getHealth(): Promise<HealthCheckResult>',
      'HealthResult.details': 'property details?: Record<string, any>',
      'HealthResult.status': 'property status: HealthStatus',
      HealthStatus: 'type HealthStatus = "UP" | "DOWN"',
      getInfo: 'function getInfo(): Promise<ActuatorInfo>',
    });
  });

  it('finds exactly the changed signature and the added export in the copy', () => {
    expect(apiChanges(today, changed)).toEqual([
      {
        kind: 'changed',
        name: 'Actuator.getHealth',
        before: 'method getHealth(): Promise<HealthCheckResult>',
        after: 'method getHealth(timeoutMs?: number): Promise<HealthCheckResult>',
      },
      {kind: 'added', name: 'ping', after: 'function ping(): string'},
    ]);
  });
});
