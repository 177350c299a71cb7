import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {baseUrl} from '../e2e/support/routes';
import {htmlFileOf, pageAssets, routedPages} from './page-assets';
import {buildDir} from './support/built-page';

// plugins/route-chunks-in-html and plugins/paint-first: a page's HTML lists
// the scripts of its route in the order they start, the entry's runtime
// first and main.js last; only the entry's two are preloaded.
function appScriptsOf(route: string): string[] {
  const html = readFileSync(join(buildDir, htmlFileOf(route, buildDir)), 'utf-8');
  const list = /<template id="?app-scripts"?>(.*?)<\/template>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<link [^>]*href="?([^"\s>]+)/g)].map(([, href]) => href.slice(`${baseUrl}/`.length));
}

describe('a built page lists the scripts of its route (plugins/route-chunks-in-html)', () => {
  test.each(routedPages())('%s: every chunk its route loads, runtime first, main.js last', (route) => {
    const listed = appScriptsOf(route);
    const loaded = pageAssets(baseUrl, route).js;
    expect(listed[0]).toMatch(/^assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    expect(listed.at(-1)).toMatch(/^assets\/js\/main\.[0-9a-f]+\.js$/);
    expect(listed.length, 'the route chunks are listed besides the entry').toBeGreaterThan(2);
    expect([...listed].sort()).toEqual(loaded);
  });

  test('only the entry is preloaded: the route chunks start after the first paint', () => {
    const html = readFileSync(join(buildDir, 'docs/main/guides/health.html'), 'utf-8');
    const head = html.replace(/<template id="?app-scripts"?>.*?<\/template>/s, '');
    const preloaded = [
      ...head.matchAll(/<link [^>]*rel="?preload"?[^>]*as="?script[^>]*href="?[^"\s>]*\/([^/"\s>]+\.js)/g),
    ];
    expect(preloaded.map(([, file]) => file.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['runtime~main', 'main']);
  });
});
