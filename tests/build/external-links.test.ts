import {describe, expect, it} from 'vitest';
import {builtPages, elements} from './support/built-pages';

const siteOrigin = 'https://actuatorjs.github.io';
const pages = builtPages();

describe('links that leave the site', () => {
  it('the build has external links to check (navbar, footer, content)', () => {
    const external = pages.flatMap(({html}) => elements(html, 'a').filter(isExternal));
    expect(external.length).toBeGreaterThan(pages.length);
  });

  it.each(pages)('$file: every external link has rel "noopener noreferrer"', ({html}) => {
    const unsafe = elements(html, 'a')
      .filter(isExternal)
      .filter(({attributes}) => {
        const rel = (attributes.get('rel') ?? '').split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map(({tag}) => tag);
    expect(unsafe).toEqual([]);
  });
});

describe('referrer policy', () => {
  it.each(pages)('$file: sends only the origin to other sites', ({html}) => {
    const referrer = elements(html, 'meta').filter(({attributes}) => attributes.get('name') === 'referrer');
    expect(referrer.map(({attributes}) => attributes.get('content'))).toEqual(['strict-origin-when-cross-origin']);
  });
});

function isExternal({attributes}: {attributes: Map<string, string>}): boolean {
  const href = attributes.get('href') ?? '';
  return /^(https?:)?\/\//i.test(href) && new URL(href, siteOrigin).origin !== siteOrigin;
}
