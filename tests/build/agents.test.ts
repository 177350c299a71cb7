import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {baseUrl, buildDir, builtPage, builtPages, currentVersion, repoRoot, siteRoot} from '../support/built-site';
import {routesOf, versionOf} from '../support/built-site';

const read = (file: string) => readFileSync(join(buildDir, file), 'utf-8');
const isBuilt = (url: string) =>
  url.startsWith(`${siteRoot}/`) && existsSync(join(buildDir, url.slice(siteRoot.length)));
// Every page of the current docs, the API categories' indexes included: the frozen releases a build may include have
// no Markdown, so that agents read one version of each page.
const current = currentVersion();
const docsRoutes = routesOf(current);
/** The routes of the site's pages a text names by URL (`…/docs/main/install.md`, `…/docs/api#x`). */
const routesNamedIn = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s)"'<>]+/g)].flatMap(([url]) =>
    url.startsWith(siteRoot) ? [url.slice(siteRoot.length).replace(/(\.md)?(#.*)?$/, '')] : [],
  );
const markdownOf = (route: string) => read(`${route.slice(1)}.md`);
/** Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
const emptyCodeBlocks = (markdown: string) => markdown.match(/^(`{3,})[^\n]*\n\s*\1\s*$/gm) ?? [];

describe('ai-catalog.json lists what the site offers AI agents, and every page links it', () => {
  const catalog = JSON.parse(read('ai-catalog.json')) as {specVersion: string; entries: Record<string, string>[]};

  it('names llms.txt, llms-full.txt and the skill file, each with an id, a name and a type, at built URLs', () => {
    expect(catalog.specVersion).toBe('1.0');
    const urls = ['llms.txt', 'llms-full.txt', 'SKILL.md'].map((f) => `${siteRoot}/${f}`);
    expect(catalog.entries.map(({url}) => url)).toEqual(urls);
    for (const {identifier, displayName, type, url = ''} of catalog.entries) {
      expect(identifier).toMatch(/^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$/);
      expect([displayName, type]).toEqual([expect.stringMatching(/\S/), expect.stringMatching(/^[a-z]+\/[\w.+-]+/)]);
      expect(isBuilt(url), url).toBe(true);
    }
    expect(new Set(catalog.entries.map(({identifier}) => identifier)).size).toBe(catalog.entries.length);
    expect(read('SKILL.md')).toMatch(/^---\nname: \S+\ndescription: .{20,}\n---\n/);
  });

  it.each(builtPages())('$file links the catalog, and its Markdown if it is a page of the current docs', (page) => {
    expect(page.links('ard ai-catalog')).toEqual([`${baseUrl}/ai-catalog.json`]);
    const markdown = page.file.replace(/\.html$/, '.md');
    expect(existsSync(join(buildDir, markdown)), markdown).toBe(docsRoutes.includes(page.route));
    const expected = docsRoutes.includes(page.route) ? [`${baseUrl}/${markdown}`] : [];
    expect(page.links('alternate', 'text/markdown')).toEqual(expected);
  });
});

describe('llms.txt and llms-full.txt give agents every page of the current docs as Markdown, once', () => {
  const llms = read('llms.txt');

  it('starts llms.txt with the site title and a summary, then links each page once with its description', () => {
    expect(llms).toMatch(/^# Actuatorjs\n\n> \S.+\n/);
    expect(docsRoutes.length).toBeGreaterThan(15);
    for (const route of docsRoutes) {
      expect(llms, route).toContain(`](${siteRoot}${route}.md): ${builtPage(route).meta('description')}\n`);
    }
    const listed = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map(([, url = '']) => url);
    expect(listed.sort()).toEqual(docsRoutes.map((route) => `${siteRoot}${route}.md`).sort());
  });

  it.each(docsRoutes)("%s.md starts with the page's heading, with no MDX syntax or empty code block", (route) => {
    const markdown = markdownOf(route);
    expect(markdown.split('\n')[0]).toBe(`# ${builtPage(route).heading()}`);
    expect(prose(markdown)).not.toMatch(/^(import|export) |^\s*<\/?[A-Z]/m);
    expect(emptyCodeBlocks(markdown)).toEqual([]);
  });

  it('shows each example file the Examples page includes, verbatim, and links pages by absolute URL', () => {
    const page = readFileSync(join(repoRoot, current.dir, 'main/examples.mdx'), 'utf-8');
    const included = [...page.matchAll(/```(\w+) file=<rootDir>\/(\S+)/g)];
    expect(included.length).toBeGreaterThanOrEqual(5);
    for (const [, lang, file = ''] of included) {
      const code = readFileSync(join(repoRoot, current.files, file), 'utf-8').trimEnd();
      expect(markdownOf(`${current.path}/main/examples`), file).toContain(`\`\`\`${lang}\n${code}\n\`\`\``);
    }
    expect(markdownOf(`${current.path}/api`)).toContain(`(${siteRoot}${current.path}/api/classes/Actuator)`);
    expect(prose(markdownOf(`${current.path}/api`))).not.toMatch(/\]\((?!https?:)[^)]*\.mdx?[)#]/);
  });

  it('holds in llms-full.txt the index, then every docs page whole, once; neither file names another version', () => {
    const full = read('llms-full.txt');
    expect(full.startsWith(llms.trimEnd())).toBe(true);
    for (const route of docsRoutes) expect(full.split(markdownOf(route).trim()), route).toHaveLength(2);
    expect(emptyCodeBlocks(full)).toEqual([]);
    const named = routesNamedIn(llms + full).filter((route) => versionOf(route));
    expect(named.length).toBeGreaterThan(docsRoutes.length);
    expect(named.filter((route) => versionOf(route)?.name !== current.name)).toEqual([]);
  });
});
