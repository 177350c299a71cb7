import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {routes} from '../e2e/support/routes';
import {attribute, buildDir, builtPage, siteRoot, sitemapRoutes, textOf} from '../support/built-site';
import {libraryExports} from '../support/library-exports';

const read = (file: string) => readFileSync(join(buildDir, file), 'utf-8');
// A category's generated index (/docs/api/classes) only lists pages that llms.txt lists itself.
const isGeneratedIndex = (path: string) =>
  builtPage(path)
    .elements()
    .some((element) => attribute(element, 'className')?.includes('generatedIndexPage'));
const docsRoutes = sitemapRoutes().filter((path) => path.startsWith('/docs') && !isGeneratedIndex(path));
const markdownOf = (path: string) => read(`${path.slice(1)}.md`);
/** Fenced code blocks with nothing between their fences. */
const emptyCodeBlocks = (markdown: string) => markdown.match(/^(`{3,}|~{3,})[^\n]*\n\s*\1\s*$/gm) ?? [];

/** Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

describe('llms.txt', () => {
  const llms = read('llms.txt');

  it("lists every docs page of the sitemap, the spec table's among them", () => {
    const generated = routes.filter(({path}) => path === '/' || isGeneratedIndex(path));
    expect(generated.length).toBeGreaterThan(1);
    expect(docsRoutes).toEqual(
      expect.arrayContaining(routes.filter((route) => !generated.includes(route)).map(({path}) => path)),
    );
  });

  it('starts with the site title and a one-line summary', () => {
    expect(llms).toMatch(/^# Actuatorjs\n\n> \S.+\n/);
  });

  it('links to the Markdown of every docs page, with its description', () => {
    for (const path of docsRoutes) {
      const description = builtPage(path).meta('description');
      expect(llms, path).toContain(`](${siteRoot}${path}.md): ${description}\n`);
    }
  });

  it('links only to files the build has', () => {
    const links = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map(([, url]) => url);
    expect(links.length).toBeGreaterThanOrEqual(docsRoutes.length);
    for (const url of links) expect(existsSync(join(buildDir, url.slice(siteRoot.length))), url).toBe(true);
  });
});

describe('each docs page as Markdown beside its HTML', () => {
  for (const path of docsRoutes) {
    it(`${path}.md starts with the page's heading and holds no MDX syntax`, () => {
      const markdown = markdownOf(path);
      const [h1] = builtPage(path).elements('h1');
      const heading = h1 && textOf(h1);
      expect(markdown.split('\n')[0]).toBe(`# ${heading}`);
      expect(prose(markdown)).not.toMatch(/^(import|export) /m);
      expect(prose(markdown)).not.toMatch(/^\s*<\/?[A-Z]/m);
      expect(markdown).not.toMatch(/^---\n/);
    });
  }

  it('has no empty code block', () => {
    for (const path of docsRoutes) expect(emptyCodeBlocks(markdownOf(path)), path).toEqual([]);
  });

  it("shows on the Examples page each example file it includes, verbatim, with the block's language", () => {
    const markdown = markdownOf('/docs/main/examples');
    const included = [...read('../docs/main/examples.mdx').matchAll(/```(\w+) file=<rootDir>\/(\S+)/g)];
    expect(included.length).toBeGreaterThanOrEqual(5);
    for (const [, lang, file = ''] of included) {
      const code = readFileSync(join(buildDir, '..', file), 'utf-8').trimEnd();
      expect(markdown, file).toContain(`\`\`\`${lang}\n${code}\n\`\`\``);
    }
  });

  it('links between pages with absolute URLs, not source file names', () => {
    const apiIndex = read('docs/api.md');
    expect(apiIndex).toContain(`(${siteRoot}/docs/api/classes/Actuator)`);
    expect(prose(apiIndex)).not.toMatch(/\]\((?!https?:)[^)]*\.mdx?[)#]/);
  });
});

describe('llms-full.txt', () => {
  const full = read('llms-full.txt');

  it('holds every docs page, whole, after the index of their addresses', () => {
    expect(full.startsWith(read('llms.txt').trimEnd())).toBe(true);
    for (const path of docsRoutes) expect(full, path).toContain(markdownOf(path).trim());
  });

  it('keeps the API reference complete: a page for every export of the library', () => {
    for (const {name, route} of libraryExports()) expect(full, name).toContain(markdownOf(route).trim());
  });

  it('has no empty code block', () => {
    expect(emptyCodeBlocks(full)).toEqual([]);
  });
});
