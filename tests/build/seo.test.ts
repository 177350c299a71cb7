import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {type BuiltPage, buildDir, builtPage, builtRoutes, siteRoot, sitemapRoutes} from '../support/built-site';

const pages = sitemapRoutes().map(builtPage);
const socialCard = `${siteRoot}/img/social-card.png`;

/** Values held by more than one page, with the pages holding them. */
function duplicates(read: (page: BuiltPage) => string | undefined): Record<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const page of pages) {
    const value = read(page) ?? '(none)';
    byValue.set(value, [...(byValue.get(value) ?? []), page.route]);
  }
  return Object.fromEntries([...byValue].filter(([, routes]) => routes.length > 1));
}

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows crawling and points at the sitemap', () => {
    const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf-8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${siteRoot}/sitemap\\.xml$`, 'm'));
  });

  it('lists every built page except the not-found and search pages', () => {
    const expected = builtRoutes().filter((route) => !['/404', '/search'].includes(route));
    expect(new Set(sitemapRoutes())).toEqual(new Set(expected));
    expect(sitemapRoutes()).toHaveLength(expected.length);
  });
});

describe('every page in the sitemap', () => {
  it('has exactly one <title>, shared with no other page', () => {
    for (const page of pages) expect(page.titles(), page.route).toHaveLength(1);
    expect(duplicates((page) => page.titles()[0])).toEqual({});
  });

  it('has a meta description of a whole sentence, shared with no other page', () => {
    for (const page of pages) expect(page.meta('description'), page.route).toMatch(/\S.*[.!?)]$/);
    expect(duplicates((page) => page.meta('description'))).toEqual({});
  });

  it('names its own address as canonical URL and og:url', () => {
    for (const page of pages) {
      const address = `${siteRoot}${page.route === '/' ? '/' : page.route}`;
      expect(page.link('canonical'), page.route).toBe(address);
      expect(page.meta('og:url'), page.route).toBe(address);
    }
  });

  it('has Open Graph and Twitter card tags showing the social card', () => {
    for (const page of pages) {
      expect(page.meta('og:title'), page.route).toBe(page.titles()[0]);
      expect(page.meta('og:description'), page.route).toBe(page.meta('description'));
      expect(page.meta('og:image'), page.route).toBe(socialCard);
      expect(page.meta('og:image:width'), page.route).toBe('1200');
      expect(page.meta('og:image:height'), page.route).toBe('630');
      expect(page.meta('og:image:alt'), page.route).toMatch(/\w/);
      expect(page.meta('twitter:card'), page.route).toBe('summary_large_image');
      expect(page.meta('twitter:image'), page.route).toBe(socialCard);
    }
  });
});

describe('the social card', () => {
  const file = join(buildDir, 'img', 'social-card.png');

  it('is a 1200×630 PNG, as its og:image:width and height say', () => {
    const png = readFileSync(file);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect({width: png.readUInt32BE(16), height: png.readUInt32BE(20)}).toEqual({width: 1200, height: 630});
  });

  it('weighs under 100 KB', () => {
    expect(statSync(file).size).toBeLessThan(100 * 1024);
  });
});
