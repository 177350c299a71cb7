import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {routes} from '../e2e/support/routes';
import {buildDir, htmlFileOf, siteRoot} from '../support/built-site';

describe('the static build', () => {
  it('has one HTML file for every route of the spec table', () => {
    const missing = routes.map(({path}) => path).filter((path) => !existsSync(join(buildDir, htmlFileOf(path))));
    expect(missing).toEqual([]);
  });

  it('has a 404 page', () => {
    expect(readFileSync(join(buildDir, '404.html'), 'utf-8')).toContain('Page Not Found');
  });

  it('lists every route of the table in the sitemap', () => {
    const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf-8');
    for (const {path} of routes) {
      const url = `${siteRoot}${path}`;
      expect(sitemap, url).toContain(`<loc>${url}</loc>`);
    }
  });
});
