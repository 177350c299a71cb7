import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {describe, expect, test} from 'vitest';
import {baseUrl, builtRoutes, chunksHolding} from '../support/built-site';
import {budgets, jsBudgetOf} from './budgets';
import {fileBytes, pageAssets} from './page-assets';

/** What a failure says besides the bytes: the heaviest files, and where to look before raising a budget. */
const overBudget = (files: string[]) => {
  const heaviest = [...files].sort((a, b) => fileBytes([b]).gzip - fileBytes([a]).gzip).slice(0, 3);
  return `heaviest: ${heaviest.join(', ')} (CONTRIBUTING.md, "Performance")`;
};

// Every built page but 404.html, whose component main.js imports itself from a chunk no route names.
const pages = builtRoutes().filter((route) => route !== '/404');

describe('a first visit to any page of the build stays within the byte budgets', () => {
  test.each(pages)('%s', (route) => {
    const {js, css} = pageAssets(baseUrl, route);
    const entries = ['runtime~main', 'main'].map((name) => expect.stringMatching(new RegExp(`/${name}\\.\\w+\\.js$`)));
    expect(js, 'the app entries are counted').toEqual(expect.arrayContaining(entries));
    expect(fileBytes(js).gzip, `JS gzip, ${overBudget(js)}`).toBeLessThanOrEqual(jsBudgetOf(route));
    expect(fileBytes(css).gzip, `CSS gzip, ${overBudget(css)}`).toBeLessThanOrEqual(budgets.cssGzip);
  });
});

describe('the search index', () => {
  test('is built and stays under its gzip budget', () => {
    const indexFiles = readdirSync('build').filter((file) => /^search-index.*\.json$/.test(file));
    expect(indexFiles.length).toBeGreaterThan(0);
    expect(fileBytes(indexFiles).gzip, 'search index gzip').toBeLessThanOrEqual(budgets.searchIndexGzip);
  });
});

describe('the WebMCP tools load only in browsers that offer WebMCP', () => {
  test('are a chunk of their own that no first visit loads', () => {
    const tools = chunksHolding('get_api_symbol');
    expect(tools).toHaveLength(1);
    for (const route of pages) expect(pageAssets(baseUrl, route).js, route).not.toContain(tools[0]);
  });
});

describe('the shell grammar loads only on pages with shell code', () => {
  test('a docs page loads it when its Markdown copy has a bash block, and only then', () => {
    const grammar = chunksHolding('languages.shell');
    expect(grammar).toHaveLength(1);
    const docs = pages.filter((route) => existsSync(`build${route}.md`));
    const withShell = docs.filter((route) => readFileSync(`build${route}.md`, 'utf-8').includes('```bash'));
    expect(withShell.length).toBeGreaterThan(0);
    for (const route of docs)
      expect(pageAssets(baseUrl, route).js.includes(grammar[0] ?? ''), route).toBe(withShell.includes(route));
  });
});
