import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {evaluate} from '@mdx-js/mdx';
import type {List} from 'mdast';
import {toString as plainText} from 'mdast-util-to-string';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import {Application, type ProjectReflection, type TypeDocOptions, TSConfigReader} from 'typedoc';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import {type ApiSignatures, apiChanges, changeNote} from '../../plugins/doc-code/api-changes';
import {repoRoot as root} from '../../plugins/doc-code/pages';
import {apiSignatures} from '../../typedoc/doc-code.mjs';
import {load as mdxSafeComments} from '../../typedoc/mdx-safe-comments.mjs';

// The API pages: TypeDoc as the site runs it (typedoc.json), on hostile doc comments and on the library, and the
// change notes of a release.
const fixture = path.join(root, 'tests/fixtures/typedoc-hostile');
const {$schema: _schema, plugin, ...site} = JSON.parse(readFileSync(path.join(root, 'typedoc.json'), 'utf8'));
/** typedoc.json's plugins; only the Markdown ones for a page that is not the library's (doc-code.mjs writes its data). */
const plugins = (plugin as string[]).map((name) => (name.startsWith('.') ? path.join(root, name) : name));
const markdownPlugins = ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', mdxSafeComments];

/** TypeDoc with the site's typedoc.json options, the Markdown plugins, and `overrides`. */
async function typedocApp(overrides: TypeDocOptions): Promise<Application> {
  const options = {...site, plugin: markdownPlugins, logLevel: 'Error', ...overrides};
  return Application.bootstrapWithPlugins(options, [new TSConfigReader()]);
}

describe('API pages generated from hostile doc comments', () => {
  const {path: out, remove} = createWorkdir();
  const pages = new Map<string, string>();
  afterAll(remove);

  beforeAll(async () => {
    const app = await typedocApp({
      entryPoints: [path.join(fixture, 'index.ts')],
      tsconfig: path.join(fixture, 'tsconfig.json'),
      out,
      // The fixture's broken link is on purpose; its text must still render.
      treatWarningsAsErrors: false,
    });
    const project = await app.convert();
    if (!project) throw new Error('TypeDoc could not convert the fixture');
    await app.generateOutputs(project);
    for (const file of readdirSync(out, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.md'))) {
      // Rendered as the site does: Docusaurus 3.8 compiles `.md` as MDX too, with GFM tables.
      const markdown = readFileSync(path.join(out, file), 'utf8');
      const {default: Content} = await evaluate(markdown, {...runtime, format: 'mdx', remarkPlugins: [remarkGfm]});
      pages.set(file, renderToStaticMarkup(createElement(Content)));
    }
  }, 60_000);

  it('generates a page for each export, and every page compiles and renders as MDX', () => {
    expect([...pages.keys()].sort()).toEqual(['functions/box.md', 'index.md', 'interfaces/Hostile.md']);
  });

  // Generics, braces, HTML-like text, the @returns text (which typedoc-plugin-markdown leaves unescaped), the index
  // table's summaries and a link to nothing all show as the text they are.
  it.each([
    ['functions/box.md', 'a value of type &lt;T&gt; in a box; a Map&lt;string, Array&lt;T&gt;&gt; works too'],
    ['functions/box.md', 'the value &lt;T&gt; to wrap'],
    ['functions/box.md', 'Braces are prose here: { a: 1 } and {b} are not expressions.'],
    ['interfaces/Hostile.md', 'compare &lt;T&gt; with {T}'],
    ['functions/box.md', '&lt;div onclick=x&gt;click&lt;/div&gt;'],
    ['functions/box.md', '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['interfaces/Hostile.md', '&lt;img src=x onerror=alert(1)&gt;'],
    ['functions/box.md', 'a box {value} holding &lt;b&gt;it&lt;/b&gt;, of type Box&lt;T&gt;'],
    ['index.md', 'Wraps a value of type &lt;T&gt; in a box'],
    ['functions/box.md', 'A link to nothing: Nowhere.'],
  ])('%s shows %s as text', (page, text) => {
    expect(pages.get(page)).toContain(text);
  });

  it('creates no element and no event handler from HTML-like text', () => {
    for (const html of pages.values()) expect(html).not.toMatch(/<\/?(script|img|div|b)\b|<[a-z][^>]*\son\w+=/i);
  });
});

describe("the library's API as TypeDoc reads it with typedoc.json and its plugins", () => {
  let app: Application;
  let project: ProjectReflection | undefined;
  beforeAll(async () => {
    app = await typedocApp({plugin: plugins});
    project = await app.convert();
  }, 60_000);

  // docusaurus-plugin-typedoc never runs TypeDoc's validation: the build cannot catch a broken link, this test does.
  it('resolves every {@link} of the doc comments (a broken link fails the tests, not silently the page)', () => {
    expect(project, 'TypeDoc converts the library').toBeDefined();
    if (project) app.validate(project);
    expect({errors: app.logger.errorCount, warnings: app.logger.warningCount}).toEqual({errors: 0, warnings: 0});
  });

  // What a release compares; tests/build/release.test.ts makes one that changes a signature and adds an export.
  it('prints each export and member as declared (kind, parameters, types, optional marks), each export before its members', () => {
    const today = project ? apiSignatures(project) : {};
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
});

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
});
