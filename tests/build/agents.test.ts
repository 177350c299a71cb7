import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {baseUrl, buildDir, builtPage, builtPages, currentVersion, repoRoot} from '../support/built-site';
import {routesOf, siteConfig, siteRoot, versionOf} from '../support/built-site';
import {type AgentPage, pagesFile} from '../../site-facts.mjs';

const read = (file: string) => readFileSync(join(buildDir, file), 'utf-8');
const isBuilt = (url: string) =>
  url.startsWith(`${siteRoot}/`) && existsSync(join(buildDir, url.slice(siteRoot.length)));
// The current docs' pages, API category indexes included: releases have no Markdown, so agents read one version.
const current = currentVersion();
const docsRoutes = routesOf(current);
// What llms.txt lists: those, and "All releases" (what changed in each release).
const listedRoutes = [...docsRoutes, '/releases'];
const markdownOf = (route: string) => read(`${route.slice(1)}.md`);
/** Markdown outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
const emptyCodeBlocks = (markdown: string) => markdown.match(/^(`{3,})[^\n]*\n\s*\1\s*$/gm) ?? [];

describe('ai-catalog.json lists what the site offers AI agents, and every page links it', () => {
  const catalog = JSON.parse(read('ai-catalog.json'));
  const committed = JSON.parse(readFileSync(join(repoRoot, 'plugins/agent-discovery/ai-catalog.json'), 'utf-8'));

  it('is the committed catalog with the site as host, each entry at its URL on the site as built, a built file', () => {
    const entries = committed.entries.map((entry: {url: string}) => ({...entry, url: `${siteRoot}/${entry.url}`}));
    expect(catalog).toEqual({...committed, host: {...committed.host, documentationUrl: `${siteRoot}/`}, entries});
    for (const {url} of entries) expect(isBuilt(url), url).toBe(true);
  });

  it.each(builtPages())('$file links the catalog, and its Markdown if llms.txt lists it', (page) => {
    expect(page.links('ard ai-catalog')).toEqual([`${baseUrl}/ai-catalog.json`]);
    const markdown = page.file.replace(/\.html$/, '.md');
    expect(existsSync(join(buildDir, markdown)), markdown).toBe(listedRoutes.includes(page.route));
    const expected = listedRoutes.includes(page.route) ? [`${baseUrl}/${markdown}`] : [];
    expect(page.links('alternate', 'text/markdown')).toEqual(expected);
  });
});

describe('the skill and the WebMCP tools lead agents to what Installation and llms.txt give', () => {
  const skill = read('SKILL.md');

  it('starts SKILL.md with a name and a description, and links llms.txt, llms-full.txt and only files of the site as built', () => {
    expect(skill).toMatch(/^---\nname: \S+\ndescription: .{20,}\n---\n/);
    const links = [...skill.matchAll(/https?:\/\/[^\s)]+/g)].map(([url]) => url);
    expect(links).toEqual(expect.arrayContaining(['llms.txt', 'llms-full.txt'].map((file) => `${siteRoot}/${file}`)));
    for (const url of links) expect(isBuilt(url), url).toBe(true);
  });

  it("gives as install commands the Installation page's, npm's first", () => {
    const commands = [...skill.matchAll(/`((?:npm|yarn|pnpm|bun|deno) [^`]+)`/g)].map(([, command]) => command);
    const install = markdownOf(`${current.path}/main/install`);
    const blocks = [...install.matchAll(/```bash\n([\s\S]*?)\n```/g)].map(([, code = '']) => code.trim());
    expect(commands[0]).toBe(blocks[0]);
    for (const command of commands) expect(blocks, command).toContain(command);
  });

  it(`lists in ${pagesFile}, for the WebMCP tools, the pages llms.txt lists, each with its title and description`, () => {
    const origin = new URL(siteRoot).origin;
    const pages: AgentPage[] = JSON.parse(read(pagesFile));
    const listed = pages.map(({path, description}) => `](${origin}${path}.md): ${description}`);
    const entries = (read('llms.txt').match(/^- \[.*$/gm) ?? []).filter((line) => !line.includes('/releases.md)'));
    expect(listed.sort()).toEqual(entries.map((line) => line.slice(line.indexOf(']('))).sort());
    for (const {path, title} of pages) {
      expect(builtPage(path.slice(baseUrl.length)).titles(), path).toEqual([`${title} | ${siteConfig.title}`]);
    }
  });
});

describe('llms.txt and llms-full.txt give agents every page of the current docs as Markdown, once', () => {
  const llms = read('llms.txt');

  it('starts llms.txt with the site title and a summary, then links each page once with its description', () => {
    expect(llms).toMatch(new RegExp(`^# ${siteConfig.title}\n\n> \\S.+\n`));
    expect(docsRoutes.length).toBeGreaterThan(15);
    for (const route of listedRoutes) {
      expect(llms, route).toContain(`](${siteRoot}${route}.md): ${builtPage(route).meta('description')}\n`);
    }
    const listed = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map(([, url = '']) => url);
    expect(listed.sort()).toEqual(listedRoutes.map((route) => `${siteRoot}${route}.md`).sort());
  });

  it.each(listedRoutes)("%s.md starts with the page's heading, with no MDX syntax or empty code block", (route) => {
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
    // The routes of the site's pages they name by URL (`…/docs/main/install.md`, `…/docs/api#x`).
    const named = [...(llms + full).matchAll(/https?:\/\/[^\s)"'<>]+/g)]
      .flatMap(([url]) => (url.startsWith(siteRoot) ? [url.slice(siteRoot.length).replace(/(\.md)?(#.*)?$/, '')] : []))
      .filter((route) => versionOf(route));
    expect(named.length).toBeGreaterThan(docsRoutes.length);
    expect(named.filter((route) => versionOf(route)?.name !== current.name)).toEqual([]);
  });
});
