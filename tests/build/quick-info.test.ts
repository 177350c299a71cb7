import {describe, expect, it} from 'vitest';
import {quickInfoCases} from '../fixtures/quick-info';
import {baseUrl, builtPage, builtPages, reaches, routeOf, textOf} from '../support/built-site';

describe('a name in the code of a page shows its quick info and links to its API entry', () => {
  it.each(quickInfoCases)('$page: $name in `$line`', ({page, line, name, declaration, doc = '', href}) => {
    const lines = builtPage(page)
      .codeBlocks()
      .flatMap((block) => block.lines)
      .filter((candidate) => candidate.text.trim() === line);
    expect(lines.length, 'the page shows the line').toBeGreaterThan(0);
    for (const {names} of lines) {
      const shown = names.find((candidate) => candidate.text === name);
      expect({declaration: shown?.declaration, doc: shown?.doc, href: shown?.href}).toEqual({
        declaration,
        doc,
        href: href && `${baseUrl}${href}`,
      });
    }
    if (href?.includes('#')) {
      const {route, anchor = ''} = routeOf(`${baseUrl}${href}`);
      const target = builtPage(route).byId(anchor);
      expect(target && textOf(target), 'the link lands on the entry of that name').toMatch(new RegExp(`^${name}\\b`));
    }
  });
});

describe('every link in the code of a page reaches a built page, and the entry it names there', () => {
  const links = builtPages().flatMap((page) =>
    page
      .codeBlocks()
      .flatMap(({lines}) => lines.flatMap((line) => line.links.map(({href}) => `${page.route} → ${href}`))),
  );

  it('finds the links of the guides, the examples and the API pages', () => {
    expect(links.length).toBeGreaterThan(100);
  });

  it('leaves no link broken', () => {
    expect(links.filter((link) => !reaches(link.split(' → ')[1] ?? ''))).toEqual([]);
  });
});
