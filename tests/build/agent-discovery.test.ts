import {existsSync, readFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pagesServer} from '../../scripts/agentic/pages-server.mjs';
import {attribute, type BuiltPage, baseUrl, buildDir, builtPages, siteRoot} from '../support/built-site';

type Entry = {identifier: string; displayName: string; type: string; url: string};
const catalog = JSON.parse(readFileSync(join(buildDir, 'ai-catalog.json'), 'utf-8')) as {
  specVersion: string;
  entries: Entry[];
};
const pages = builtPages();
const hrefsOf = (page: BuiltPage, rel: string, type?: string) =>
  page
    .elements('link')
    .filter((link) => attribute(link, 'rel') === rel && (type === undefined || attribute(link, 'type') === type))
    .map((link) => attribute(link, 'href'));

describe('ai-catalog.json lists what the site offers AI agents', () => {
  const server = pagesServer(buildDir);
  let origin = '';
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve();
        }),
      ),
  );
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('has the fields ARD 1.0 requires, an entry for llms.txt, llms-full.txt and the skill file', () => {
    expect(catalog.specVersion).toBe('1.0');
    for (const entry of catalog.entries) {
      expect(entry.identifier).toMatch(/^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$/);
      expect(entry.displayName).not.toBe('');
      expect(entry.type).toMatch(/^[a-z]+\/[\w.+-]+/);
    }
    expect(new Set(catalog.entries.map(({identifier}) => identifier)).size).toBe(catalog.entries.length);
    expect(catalog.entries.map(({url}) => url)).toEqual(
      ['llms.txt', 'llms-full.txt', 'SKILL.md'].map((file) => `${siteRoot}/${file}`),
    );
  });

  it('every URL in it answers 200 from the build served as GitHub Pages serves it', async () => {
    for (const {url} of catalog.entries) {
      const response = await fetch(url.replace(siteRoot, `${origin}${baseUrl}`));
      expect(response.status, url).toBe(200);
    }
    expect((await fetch(`${origin}/llms.txt`)).status, 'outside the base path').toBe(404);
  });

  it('the skill file names itself and says what it does (front matter)', () => {
    expect(readFileSync(join(buildDir, 'SKILL.md'), 'utf-8')).toMatch(/^---\nname: \S+\ndescription: .{20,}\n---\n/);
  });
});

describe('pages link agents to the catalog and to their Markdown', () => {
  it.each(pages)('$file links the catalog', (page) => {
    expect(hrefsOf(page, 'ard ai-catalog')).toEqual([`${baseUrl}/ai-catalog.json`]);
  });

  const markdownOf = (file: string) => file.replace(/\.html$/, '.md');
  it('the docs pages have Markdown exports to link', () => {
    expect(pages.filter(({file}) => existsSync(join(buildDir, markdownOf(file)))).length).toBeGreaterThan(15);
  });
  it.each(pages)('$file links its .md as its Markdown alternate, if it has one, and nothing else', (page) => {
    const expected = existsSync(join(buildDir, markdownOf(page.file))) ? [`${baseUrl}/${markdownOf(page.file)}`] : [];
    expect(hrefsOf(page, 'alternate', 'text/markdown')).toEqual(expected);
  });
});
