import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, test} from 'vitest';
import {baseUrl, builtRoutes} from '../support/built-site';
import {budgets} from './budgets';
import {fileBytes, pageAssets} from './page-assets';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a failure says: the total, the heaviest files, and where to look before raising a budget. */
function overBudget(kind: string, files: string[], budget: number): string {
  const sized = files.map((file) => ({file, gzip: fileBytes([file]).gzip})).sort((a, b) => b.gzip - a.gzip);
  const heaviest = sized.slice(0, 3).map(({file, gzip}) => `${file} ${kb(gzip)}`);
  return `${kind} gzip ${kb(fileBytes(files).gzip)} against a budget of ${kb(budget)}; heaviest: ${heaviest.join(', ')}. \
See what a chunk holds with \`RSDOCTOR=true npm run build\` (CONTRIBUTING.md, "Performance").`;
}

// Every built page but 404.html, whose component main.js imports itself from a chunk no route names.
const pages = builtRoutes().filter((route) => route !== '/404');

describe('a first visit to any page of the build stays within the byte budgets', () => {
  test.each(pages)('%s', (route) => {
    const assets = pageAssets(baseUrl, route);
    const js = fileBytes(assets.js).gzip;
    const css = fileBytes(assets.css).gzip;
    expect(assets.js.length, 'the page loads its scripts').toBeGreaterThan(1);
    const entries = [/\/runtime~main\.[0-9a-f]+\.js$/, /\/main\.[0-9a-f]+\.js$/].map((entry) =>
      expect.stringMatching(entry),
    );
    expect(assets.js, 'the app entries are counted').toEqual(expect.arrayContaining(entries));
    expect(js, overBudget('JS', assets.js, budgets.jsGzip)).toBeLessThanOrEqual(budgets.jsGzip);
    expect(css, overBudget('CSS', assets.css, budgets.cssGzip)).toBeLessThanOrEqual(budgets.cssGzip);
  });
});

describe('the search index', () => {
  const indexFiles = readdirSync('build').filter((file) => /^search-index.*\.json$/.test(file));

  test('is built and stays under its gzip budget', () => {
    expect(indexFiles.length).toBeGreaterThan(0);
    const size = fileBytes(indexFiles).gzip;
    expect(size, `search index gzip ${kb(size)}`).toBeLessThanOrEqual(budgets.searchIndexGzip);
  });
});

describe('the WebMCP tools load only in browsers that offer WebMCP', () => {
  const toolChunks = readdirSync('build/assets/js')
    .map((file) => `assets/js/${file}`)
    .filter((file) => readFileSync(`build/${file}`, 'utf-8').includes('get_api_symbol'));

  test('are a chunk of their own that no first visit loads', () => {
    expect(toolChunks).toHaveLength(1);
    for (const route of pages) expect(pageAssets(baseUrl, route).js, route).not.toContain(toolChunks[0]);
  });
});
