import {describe, expect, it} from 'vitest';
import type {Element} from 'hast';
import {attribute, builtPages, offsetOf} from '../support/built-site';

const siteOrigin = 'https://actuatorjs.github.io';
const pages = builtPages();

describe('links that leave the site', () => {
  it('the build has external links to check (navbar, footer, content)', () => {
    const external = pages.flatMap((page) => page.elements('a').filter(isExternal));
    expect(external.length).toBeGreaterThan(pages.length);
  });

  it.each(pages)('$file: every external link has rel "noopener noreferrer"', (page) => {
    const unsafe = page
      .elements('a')
      .filter(isExternal)
      .filter((link) => {
        const rel = (attribute(link, 'rel') ?? '').split(' ');
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((link) => `${attribute(link, 'href')} at ${offsetOf(link)}`);
    expect(unsafe).toEqual([]);
  });
});

describe('referrer policy', () => {
  it.each(pages)('$file: sends only the origin to other sites', (page) => {
    const referrer = page.elements('meta').filter((meta) => attribute(meta, 'name') === 'referrer');
    expect(referrer.map((meta) => attribute(meta, 'content'))).toEqual(['strict-origin-when-cross-origin']);
  });
});

function isExternal(link: Element): boolean {
  const href = attribute(link, 'href') ?? '';
  return /^(https?:)?\/\//i.test(href) && new URL(href, siteOrigin).origin !== siteOrigin;
}
