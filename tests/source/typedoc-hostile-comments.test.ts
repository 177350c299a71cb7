import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {evaluate} from '@mdx-js/mdx';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import {Application, type TypeDocOptions, TSConfigReader} from 'typedoc';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {load as mdxSafeComments} from '../../typedoc/mdx-safe-comments.mjs';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/typedoc-hostile');

/** TypeDoc with the site's typedoc.json options, its Markdown plugins, and `overrides`. */
async function typedocApp(overrides: TypeDocOptions): Promise<Application> {
  const {$schema: _schema, ...site} = JSON.parse(readFileSync(path.join(root, 'typedoc.json'), 'utf8'));
  const plugin = ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', mdxSafeComments];
  return Application.bootstrapWithPlugins({...site, plugin, logLevel: 'Error', ...overrides}, [new TSConfigReader()]);
}

/** Renders a generated page as the site does: Docusaurus 3.8 compiles `.md` as MDX too, with GFM tables. */
async function renderMdx(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(markdown, {...runtime, format: 'mdx', remarkPlugins: [remarkGfm]});
  return renderToStaticMarkup(createElement(Content));
}

describe('API pages generated from hostile doc comments', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'typedoc-hostile-'));
  const pages = new Map<string, string>();

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
      pages.set(file, await renderMdx(readFileSync(path.join(out, file), 'utf8')));
    }
  }, 60_000);

  afterAll(() => rmSync(out, {recursive: true, force: true}));

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

describe("the library's own doc comments", () => {
  // docusaurus-plugin-typedoc never runs TypeDoc's validation: the build cannot catch a broken link, this test does.
  it('resolve every {@link} (a broken link fails the tests, not silently the page)', async () => {
    const app = await typedocApp({});
    const project = await app.convert();
    expect(project, 'TypeDoc converts the library').toBeDefined();
    if (project) app.validate(project);
    expect({errors: app.logger.errorCount, warnings: app.logger.warningCount}).toEqual({errors: 0, warnings: 0});
  }, 60_000);
});
