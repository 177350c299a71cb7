import {expect, test} from './support/fixtures';
import {waitForHydration} from './support/page';
import {baseUrl} from './support/routes';

/**
 * What readers type, typos included, and where they expect to land: each
 * query must list the expected hit among the first three of the dropdown.
 * A hit is told by its title (a page, a section heading, an API member) and
 * its path ("Docs › Guides › Health").
 */
interface Query {
  query: string;
  title: RegExp;
  path: RegExp;
}

const queries: Query[] = [
  // Slow and expensive checks.
  {query: 'cache health check', title: /^Cache expensive health checks$/, path: /Guides › Health$/},
  {query: 'expensive check', title: /^Cache expensive health checks$/, path: /Guides › Health$/},
  {query: 'abortsignal', title: /^Cancel the work with an AbortSignal$/, path: /Guides › Health$/},
  {query: 'timout cancel', title: /timeout/i, path: /Guides › Health › (Add a timeout .*|Cancel the work .*)$/},
  // One-letter typos on words of five letters or more.
  {query: 'helth check', title: /health/i, path: /Guides › Health$/},
  {query: 'instal', title: /^Installation$/, path: /^Docs$/},
  {query: 'generat info', title: /generate-info/, path: /Guides › Info$/},
  {query: 'timout', title: /^Add a timeout around a slow check$/, path: /Guides › Health$/},
  {query: 'agregate', title: /aggregate/i, path: /HealthCheck|Health/},
  {query: 'indicater', title: /indicator/i, path: /Health/},
  {query: 'deno permisions', title: /permission|Deno/i, path: /Installation|Examples|Introduction/},
  {query: 'kubernets probe', title: /^Kubernetes probes$/, path: /Examples$/},
  {query: 'memroy', title: /memory/i, path: /getRuntimeInfo|Health|Info/},
  // Headings, found as hits of their own (page › section).
  {query: 'custom indicator', title: /^Write a custom indicator$/, path: /Guides › Health$/},
  {query: 'spring boot', title: /^Coming from Spring Boot$/, path: /Introduction$/},
  {query: 'duplicate names', title: /^Duplicate names$/, path: /Guides › Health$/},
  {query: 'outDir', title: /^Choose the folder with outDir$/, path: /Guides › Info$/},
  {query: 'commonjs', title: /^From CommonJS$/, path: /Installation$/},
  {query: 'kubernetes probes', title: /^Kubernetes probes$/, path: /Examples$/},
  {query: 'keep the endpoints private', title: /^Keep the endpoints private$/, path: /Guides › Actuator$/},
  // API members and exports.
  {query: 'getHealth', title: /^getHealth\(\)$/, path: /API › Classes › (Actuator|HealthCheck)$/},
  {query: 'check', title: /^check\(\)$/, path: /API › (Classes|Interfaces)/},
  {query: 'getName', title: /^getName\(\)$/, path: /API › (Classes|Interfaces)/},
  {query: 'SimpleHealthIndicator', title: /^SimpleHealthIndicator$/, path: /API › Classes$/},
  {query: 'getOutDirFromPackageJson', title: /getOutDirFromPackageJson/, path: /API/},
  {query: 'HealthStatus', title: /^HealthStatus$/, path: /API › Type aliases$/i},
  // Plain reader questions.
  {query: 'express', title: /Express/, path: /Examples/},
  {query: 'liveness', title: /liveness/i, path: /Examples › Kubernetes probes|Introduction|Guides › Actuator/},
  {query: 'git commit', title: /git commit/i, path: /Info/},
  // Production.
  {query: 'gracefull shutdown', title: /graceful/i, path: /Guides › Actuator( › Graceful shutdown on SIGTERM)?$/},
  {query: 'sigterm', title: /^Graceful shutdown on SIGTERM$/, path: /Guides › Actuator$/},
  {query: 'readyness probe', title: /^Liveness, readiness and startup probes$/, path: /Guides › Actuator$/},
  {query: 'startup probe', title: /^Liveness, readiness and startup probes$/, path: /Guides › Actuator$/},
  {query: 'liveness probe', title: /^Liveness, readiness and startup probes$/, path: /Guides › Actuator$/},
  {query: 'docker healthcheck', title: /^Docker HEALTHCHECK without curl$/, path: /Guides › Actuator$/},
  {query: 'management port', title: /management/i, path: /Guides › Actuator › Keep the endpoints private$/},
  {query: 'private details', title: /private/i, path: /Guides › Actuator › Keep the endpoints private$/},
  {query: 'run in production', title: /^Run it in production$/, path: /Guides › Actuator$/},
];

test.describe('search forgives typos and finds sections and API members', {tag: '@desktop-only'}, () => {
  test(`each of ${queries.length} reader queries lists the expected hit in its top three`, async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    const input = page.getByPlaceholder('Search').filter({visible: true}).first();
    const misses: string[] = [];
    const topThree = () =>
      page.getByRole('option').evaluateAll((elements) =>
        elements.slice(0, 3).map((option) => {
          // A hit reads as its title, with the path to it on the line below.
          const [title = '', path = ''] = (option as HTMLElement).innerText.split('\n').map((line) => line.trim());
          return {title, path};
        }),
      );
    for (const {query, title, path} of queries) {
      // Start from an empty box, so no hit of the previous query is read.
      await input.fill('');
      await expect(page.getByRole('option')).toHaveCount(0);
      await input.fill(query);
      let top: {title: string; path: string}[] = [];
      const found = await expect
        .poll(
          async () => {
            top = await topThree();
            return top.some((hit) => title.test(hit.title) && path.test(hit.path));
          },
          {timeout: 5_000},
        )
        .toBe(true)
        .then(() => true)
        .catch(() => false);
      if (!found) misses.push(`"${query}": ${JSON.stringify(top)}`);
    }
    expect(misses, `${queries.length - misses.length}/${queries.length} in the top three`).toEqual([]);
  });

  test('a guide is listed once, not again as a card of the index page that links to it', async ({page}) => {
    await page.goto(`${baseUrl}/docs/main/introduction`);
    await waitForHydration(page);
    const input = page.getByPlaceholder('Search').filter({visible: true}).first();
    await input.fill('health');
    await expect(page.getByRole('option').first()).toBeVisible();
    const hits = await page.getByRole('option').evaluateAll((elements) =>
      elements.map((option) =>
        (option as HTMLElement).innerText
          .split('\n')
          .map((line) => line.trim())
          .join(' | '),
      ),
    );
    expect(hits.filter((hit) => /📄️|^Health \| .*Guides › Guides$/.test(hit))).toEqual([]);
  });
});
