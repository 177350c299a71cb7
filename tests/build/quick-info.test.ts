import {describe, expect, it} from 'vitest';
import {baseUrl, type BuiltPage, builtPage, builtPages, chunksHolding, currentVersion} from '../support/built-site';
import {reaches, routeOf, textOf} from '../support/built-site';
import {pageAssets} from './page-assets';

// What a reader sees on hovering a name in code (declaration, doc sentence) and where it links, written by hand from
// the library's source; `page` and `href` are under the current docs' path, `line` is the code line, trimmed. Renamed
// imports and local variables: tests/source/doc-code.test.ts, on a fixture.
const {path: docs} = currentVersion();
const cases = [
  {
    page: '/main/guides/actuator',
    line: 'const health = await actuator.getHealth();',
    name: 'getHealth',
    declaration: '(method) Actuator.getHealth(): Promise<HealthCheckResult>',
    href: '/api/classes/Actuator#gethealth',
  },
  {
    page: '/main/guides/actuator',
    line: 'const health = await check.getHealth();',
    name: 'getHealth',
    declaration: '(method) HealthCheck.getHealth(): Promise<HealthCheckResult>',
    doc: 'Checks every indicator concurrently.',
    href: '/api/classes/HealthCheck#gethealth',
  },
  {
    page: '/main/guides/health',
    line: 'details: {rss, limit},',
    name: 'details',
    declaration: '(property) HealthResult.details?: Record<string, any> | undefined',
    doc: 'Anything worth showing next to the status: a latency, a version, the reason for a failure.',
  },
  // From examples/production.ts, which the Actuator guide includes with file=.
  {
    page: '/main/guides/actuator',
    line: 'send(response, 200, await getInfo());',
    name: 'getInfo',
    declaration: '(alias) getInfo(): Promise<ActuatorInfo>\nimport getInfo',
    doc: "Collects the application's info: the build-time facts that generate-info wrote to <outDir>/actuator.info.json, with the runtime facts of getRuntimeInfo laid over them.",
    href: '/api/functions/getInfo',
  },
];

describe('a name in the code of a page shows its quick info and links to its API entry', () => {
  it.each(cases)('$page: $name in `$line`', ({page, line, name, declaration, doc = '', href}) => {
    const blocks = builtPage(`${docs}${page}`).codeBlocks();
    const lines = blocks.flatMap((block) => block.lines.filter((candidate) => candidate.text.trim() === line));
    expect(lines.length, 'the page shows the line').toBeGreaterThan(0);
    for (const {names} of lines) {
      const shown = names.find((candidate) => candidate.text === name);
      const expected = {declaration, doc, href: href && `${baseUrl}${docs}${href}`};
      expect({declaration: shown?.declaration, doc: shown?.doc, href: shown?.href}).toEqual(expected);
    }
    if (href?.includes('#')) {
      const {route, anchor = ''} = routeOf(`${baseUrl}${docs}${href}`);
      const target = builtPage(route).byId(anchor);
      expect(target && textOf(target), 'the link lands on the entry of that name').toMatch(new RegExp(`^${name}\\b`));
    }
  });
});

describe('every link in the code of a page reaches a built page, and the entry it names there', () => {
  const links = builtPages().flatMap(({route, codeBlocks}) =>
    codeBlocks().flatMap(({lines}) => lines.flatMap((line) => line.links.map(({href}) => `${route} → ${href}`))),
  );

  it('finds the links of the guides, the examples and the API pages, and leaves none broken', () => {
    expect(links.length).toBeGreaterThan(100);
    expect(links.filter((link) => !reaches(link.split(' → ')[1] ?? ''))).toEqual([]);
  });
});

describe('a page holds each quick info once, however many of its blocks show it', () => {
  it('has no two infos that read the same', () => {
    const infos = builtPages().flatMap(({route, elements}) =>
      elements('[role=tooltip]').map((i) => `${route}: ${textOf(i)}`),
    );
    expect(infos.filter((info, at) => infos.indexOf(info) !== at)).toEqual([]);
  });
});

describe("a first visit loads neither the quick info's code nor the page's infos", () => {
  const [code, data] = [chunksHolding('showPopover'), chunksHolding('{"infos":[')];
  const namesOf = (page: BuiltPage) => page.codeBlocks().flatMap(({lines}) => lines.flatMap(({names}) => names));
  const pages = builtPages().filter((page) => namesOf(page).length > 0);

  it.each(pages.map(({route}) => route))('%s', (route) => {
    // The page's infos: in the data chunks that hold one of them (one without characters that JSON escapes).
    const {declaration = ''} = namesOf(builtPage(route)).find((name) => /^[^\n'"\\]+$/.test(name.declaration)) ?? {};
    const infos = data.filter((file) => chunksHolding(declaration).includes(file));
    expect(code, 'the quick info is a chunk of its own').toHaveLength(1);
    expect(infos.length, "the page's infos are in chunks of their own").toBeGreaterThan(0);
    expect(pageAssets(baseUrl, route).js.filter((file) => [...code, ...infos].includes(file))).toEqual([]);
  });
});
