import {readdirSync} from 'node:fs';
import {describe, expect, test} from 'vitest';
import {baseUrl, routes} from '../e2e/support/routes';
import {budgets} from './budgets';
import {fileBytes, pageAssets} from './page-assets';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('a first visit to any page of the route table stays within the byte budgets', () => {
  test.each(routes.map(({path}) => path))('%s', (route) => {
    const assets = pageAssets(baseUrl, route);
    const js = fileBytes(assets.js).gzip;
    const css = fileBytes(assets.css).gzip;
    expect(assets.js.length, 'the page loads its scripts').toBeGreaterThan(1);
    for (const entry of [/\/runtime~main\.[0-9a-f]+\.js$/, /\/main\.[0-9a-f]+\.js$/]) {
      expect(
        assets.js.some((file) => entry.test(file)),
        `the app entry ${entry} is counted`,
      ).toBe(true);
    }
    expect(js, `JS gzip ${kb(js)} (${assets.js.join(', ')})`).toBeLessThanOrEqual(budgets.jsGzip);
    expect(css, `CSS gzip ${kb(css)}`).toBeLessThanOrEqual(budgets.cssGzip);
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
