import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as published from 'published-actuatorjs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import * as ours from '../../library/src/index';
import {runOurGenerateInfo, runPublishedGenerateInfo} from '../../library/test/support/generate-info';
import {createWorkdir} from '../../library/test/support/workdir';
import {codeBlocksOf, docPages} from '../../plugins/doc-code/pages';
import {comparableInfo, freePort, loadDocModule, sample, SAMPLES_DIR, scratch, serve} from './support/reader';

// Each JSON response the pages include from src/data/samples, produced again by running the library (ours and the
// published 0.0.5), mostly through the code block shown beside it. UPDATE_SAMPLES=1 rewrites them from our source.

type Lib = typeof ours;
const health = 'docs/main/guides/health.mdx';

/** The Actuator guide's `createActuator` with a database that answers, watching `paymentsUrl`. */
const shopHealth = async (lib: Lib, paymentsUrl: string) =>
  (await loadDocModule('docs/main/guides/actuator.mdx', 'actuator.ts', lib))
    .createActuator({query: async () => [{'?column?': 1}]}, paymentsUrl)
    .getHealth();

/** Health responses, by sample name. */
const healthScenarios: Record<string, (lib: Lib) => Promise<unknown>> = {
  /** Actuator guide and home page: the database answers, the payments API returns 200. */
  'health-up': async (lib) =>
    shopHealth(lib, scratch(await serve((_request, response) => response.writeHead(200).end())).url),
  /** Actuator guide: nothing listens at the payments API's address. */
  'health-down': async (lib) => shopHealth(lib, `http://127.0.0.1:${await freePort()}/`),
  'health-thrown': async (lib) => (await loadDocModule(health, 'aggregate.ts', lib)).healthCheck.getHealth(),
  'health-empty': (lib) => new lib.HealthCheck([]).getHealth(),
  /** with-timeout.ts around database.ts, whose database never answers. */
  'health-timeout': async (lib) => {
    const {withTimeout} = await loadDocModule(health, 'with-timeout.ts', lib);
    const {DatabaseHealthIndicator} = await loadDocModule(health, 'database.ts', lib);
    const database = new DatabaseHealthIndicator({query: () => new Promise<never>(() => undefined)});
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    const result = new lib.HealthCheck([withTimeout(database, 1000)]).getHealth();
    await vi.advanceTimersByTimeAsync(1000);
    return result;
  },
  /** http-dependency.ts with its default timeout, against a server that never answers. */
  'health-aborted': async (lib) => {
    const {HttpHealthIndicator} = await loadDocModule(health, 'http-dependency.ts', lib);
    const silent = scratch(await serve(() => undefined));
    return new lib.HealthCheck([new HttpHealthIndicator('payments', silent.url)]).getHealth();
  },
};

/** In a scratch project "shop" 1.4.0, with one commit on main: `generate` (if given), then getInfo(). */
async function infoRun(lib: Lib, generate?: typeof runOurGenerateInfo) {
  const workdir = scratch(createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}}));
  if (!generate) return {merged: await workdir.within(() => lib.getInfo())};
  const commit = 'git add . && git -c user.name=Docs -c user.email=docs@example.com commit -qm 1.4.0';
  execFileSync('sh', ['-c', `git init -q -b main && ${commit}`], {cwd: workdir.path});
  const run = generate(workdir.path);
  if (run.status !== 0) throw new Error(`generate-info failed: ${run.stderr}`);
  const file = JSON.parse(readFileSync(join(workdir.path, 'dist', 'actuator.info.json'), 'utf-8'));
  return {file, merged: await workdir.within(() => lib.getInfo())};
}

const implementations = [
  // The published typings differ in private members only; library/test/conformance.test.ts shows the behaviour is ours.
  {name: 'our source', lib: ours, generate: runOurGenerateInfo},
  {name: 'the published 0.0.5', lib: published as unknown as Lib, generate: runPublishedGenerateInfo},
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Running the scenarios spawns git and generate-info: allow for a busy machine.
vi.setConfig({testTimeout: 60_000});
describe.each(implementations)('JSON responses shown on the site are what $name produces', ({lib, generate}) => {
  it.each(Object.keys(healthScenarios))('src/data/samples/%s.json equals a real run', async (name) => {
    const actual = await healthScenarios[name]?.(lib);
    expect(actual).toEqual(sample(name, lib === ours ? actual : undefined));
  });

  it('info-file.json and info.json (the file generate-info writes, then getInfo()) and info-runtime-only.json (getInfo() without it) have the fields and values of real runs, process figures, versions, OS and commit by form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {file, merged} = await infoRun(lib, generate);
    const runtimeOnly = (await infoRun(lib)).merged;
    for (const [name, actual] of Object.entries({'info-file': file, info: merged, 'info-runtime-only': runtimeOnly}))
      expect(comparableInfo(actual), name).toEqual(comparableInfo(sample(name, lib === ours ? actual : undefined)));
  });
});

describe('the samples and the pages that show them', () => {
  it('info.json shows the git and build of the info-file.json written by the same generate-info run', () => {
    const {git, build} = sample('info') as Record<string, unknown>;
    expect({git, build}).toEqual(sample('info-file'));
  });

  it('every sample file is checked, here or by the examples and installation tests', () => {
    // The last six are produced by running the examples (examples.test.ts) and check.mts (install.test.ts).
    const checked = [...Object.keys(healthScenarios), 'info-file', 'info', 'info-runtime-only', 'upstream-up'];
    checked.push('upstream-down', 'production-public', 'production-shutting-down', 'health-self', 'info-workerd');
    const files = readdirSync(SAMPLES_DIR).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(checked.sort());
  });

  it('no page types a response by hand: JSON blocks in docs/ are configuration, not output', () => {
    const handTyped = docPages()
      .flatMap(codeBlocksOf)
      .filter((block) => block.lang === 'json' && /"(status|components|javascript|process)"\s*:/.test(block.code))
      .map((block) => `${block.file}:${block.line - 1}`);
    expect(handTyped, 'show it from src/data/samples: ```json file=<rootDir>/src/data/samples/….json').toEqual([]);
  });

  it('the Info guide quotes the warning the published getInfo() logs when actuator.info.json is missing', async () => {
    const quoted = codeBlocksOf('docs/main/guides/info.mdx').find((block) => block.lang === 'text');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const workdir = createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}});
    await workdir.within(() => published.getInfo()).finally(workdir.remove);
    const logged = String(warn.mock.calls[0]?.[0]).replaceAll(workdir.path, '/srv/shop');
    expect(quoted?.code.trim(), 'the Info guide has no ```text block quoting the warning').toBe(logged);
  });
});
