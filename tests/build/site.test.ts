import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {externalLinks} from '../../site-facts.mjs';
import {headingOf, routes} from '../e2e/support/routes';
import {attribute, type BuiltPage, buildDir, builtPage, builtRoutes, chromeOf} from '../support/built-site';
import {reaches, routeOf, selectAll, siteConfig, siteRoot, sitemapRoutes} from '../support/built-site';
import {textOf, versionOf, versions} from '../support/built-site';

const sitemap = sitemapRoutes();
const pages = sitemap.map(builtPage);
// The social card and its size as the config gives them.
const {image, metadata, footer} = siteConfig.themeConfig;
const socialCard = `${siteRoot}/${image}`;
const cardSize = ['width', 'height'].map((side) => metadata.find((m) => m.property === `og:image:${side}`)?.content);

/** Values that another page of the same docs version (or outside the docs) holds too. */
const duplicates = (read: (page: BuiltPage) => string | undefined) => {
  const values = pages.map((page) => `${versionOf(page.route)?.name ?? 'no version'}: ${read(page)}`);
  return values.filter((value, at) => values.indexOf(value) !== at);
};

describe("the build has the spec's routes, and crawlers find every page", () => {
  // Each page's heading, as the spec's table gives it: below.
  it("lists in the sitemap the spec's routes, and every built page but the not-found and search pages", () => {
    expect(sitemap).toEqual(expect.arrayContaining(routes.map(({path}) => path)));
    expect(sitemap).toEqual(builtRoutes().filter((route) => !['/404', '/search'].includes(route)));
  });

  // The server answers an unknown path with build/404.html.
  it('has a not-found page that links onwards', () => {
    const page = builtPage('/404');
    expect(page.heading()).toBe('Page Not Found');
    const links = page.elements('main a').map(textOf);
    expect(links).toEqual(expect.arrayContaining(['Documentation home', 'Guides', 'API reference', 'Search the docs']));
  });

  it('has a robots.txt that allows crawling and points at the sitemap', () => {
    const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf-8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`\nSitemap: ${siteRoot}/sitemap.xml`);
  });
});

// What a reader without JavaScript gets: the built HTML alone.
describe('every page shows its content, navbar and footer before any script runs', () => {
  const latest = versions().find(({isLast}) => isLast);
  const externalHrefs = externalLinks.map(({href}) => href);
  const footerLabels = footer.links.flatMap(({items}) => items.map(({label}) => label));

  it.each(pages)('$route: heading, content, the navbar and footer links, a disabled colour toggle', (page) => {
    const heading = headingOf(page.route);
    expect(page.heading()).toEqual(typeof heading === 'string' ? heading : expect.stringMatching(heading));
    expect(textOf(page.elements('main')[0] ?? page.tree).length).toBeGreaterThan(20);
    const {navbar, footer: siteFooter} = chromeOf(page.tree);
    const [navLinks = [], footerLinks = []] = [navbar, siteFooter].map((part) => (part ? selectAll('a', part) : []));
    expect(navLinks.map((link) => attribute(link, 'href'))).toEqual(expect.arrayContaining(externalHrefs));
    // "Docs" opens its own version's docs, outside them the latest release's.
    const [docs = ''] = navLinks.flatMap((link) => (textOf(link) === 'Docs' ? [`${attribute(link, 'href')}`] : []));
    expect(reaches(docs) && versionOf(routeOf(docs).route)?.name, docs).toBe((versionOf(page.route) ?? latest)?.name);
    expect(footerLinks.map(textOf)).toEqual(expect.arrayContaining(footerLabels));
    expect(textOf(siteFooter ?? page.tree)).toContain(footer.copyright);
    const toggle = page.elements('button[aria-label^="Switch between dark and light mode"]')[0];
    expect(attribute(toggle, 'disabled')).toBe('');
  });
});

describe('every page in the sitemap describes itself to search engines and link previews', () => {
  it('has one <title> and a meta description of a whole sentence, both its own in its docs version', () => {
    for (const page of pages) {
      expect(page.titles(), page.route).toHaveLength(1);
      expect(page.meta('description'), page.route).toMatch(/\S.*[.!?)]$/);
    }
    expect(duplicates((page) => page.titles()[0])).toEqual([]);
    expect(duplicates((page) => page.meta('description'))).toEqual([]);
  });

  it('names its own address as canonical URL and og:url, and has Open Graph and Twitter card tags showing the social card', () => {
    for (const page of pages) {
      const address = `${siteRoot}${page.route === '/' ? '/' : page.route}`;
      expect([page.links('canonical'), page.meta('og:url')], page.route).toEqual([[address], address]);
      expect(page.meta('og:title'), page.route).toBe(page.titles()[0]);
      expect(page.meta('og:description'), page.route).toBe(page.meta('description'));
      expect(page.meta('og:image'), page.route).toBe(socialCard);
      expect([page.meta('og:image:width'), page.meta('og:image:height')], page.route).toEqual(cardSize);
      expect(page.meta('og:image:alt'), page.route).toMatch(/\w/);
      expect(page.meta('twitter:card'), page.route).toBe('summary_large_image');
      expect(page.meta('twitter:image'), page.route).toBe(socialCard);
    }
  });

  it('shows a social card that is a PNG of the size its tags give, under 100 KB', () => {
    const png = readFileSync(join(buildDir, image));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)].map(String)).toEqual(cardSize);
    expect(png.length).toBeLessThan(100 * 1024);
  });
});
