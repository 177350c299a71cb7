import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {routes} from '../e2e/support/routes';
import {sitemapRoutes} from '../support/built-site';
import {libraryExports} from '../support/library-exports';
import {BuiltPage, buildDir, siteRoot} from './support/built-page';

const read = (file: string) => readFileSync(join(buildDir, file), 'utf-8');
const docsRoutes = sitemapRoutes().filter((path) => path.startsWith('/docs'));

/** Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

describe('llms.txt', () => {
  const llms = read('llms.txt');

  it("lists every docs page of the sitemap, the spec table's among them", () => {
    expect(docsRoutes).toEqual(expect.arrayContaining(routes.filter(({path}) => path !== '/').map(({path}) => path)));
  });

  it('starts with the site title and a one-line summary', () => {
    expect(llms).toMatch(/^# Actuatorjs\n\n> \S.+\n/);
  });

  it('links to the Markdown of every docs page, with its description', () => {
    for (const path of docsRoutes) {
      const description = new BuiltPage(path).meta('description');
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
      const markdown = read(`${path.slice(1)}.md`);
      const heading = new BuiltPage(path).html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '');
      expect(markdown.split('\n')[0]).toBe(`# ${heading}`);
      expect(prose(markdown)).not.toMatch(/^(import|export) /m);
      expect(prose(markdown)).not.toMatch(/^\s*<\/?[A-Z]/m);
      expect(markdown).not.toMatch(/^---\n/);
    });
  }

  it('links between pages with absolute URLs, not source file names', () => {
    const apiIndex = read('docs/api.md');
    expect(apiIndex).toContain(`(${siteRoot}/docs/api/classes/Actuator)`);
    expect(prose(apiIndex)).not.toMatch(/\]\((?!https?:)[^)]*\.mdx?[)#]/);
  });
});

describe('llms-full.txt', () => {
  const full = read('llms-full.txt');

  it('holds every docs page, each under its address', () => {
    for (const path of docsRoutes) {
      expect(full, path).toContain(`<!-- Source: ${siteRoot}${path} -->\n\n${read(`${path.slice(1)}.md`).trim()}`);
    }
  });

  it('keeps the API reference complete: a page for every export of the library', () => {
    for (const {name, route} of libraryExports()) expect(full, name).toContain(`<!-- Source: ${siteRoot}${route} -->`);
  });
});
