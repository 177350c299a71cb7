import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import * as published from 'published-actuatorjs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import * as ours from '../../library/src/index';
import {codeBlocksOf, docPages, repoRoot} from '../../plugins/doc-code/pages';
import {comparableInfo} from './support/info-shape';
import {type Implementation, healthScenarios, infoScenarios} from './support/sample-scenarios';
import {runOurGenerateInfo, runPublishedGenerateInfo} from '../../library/test/support/generate-info';
import {createWorkdir} from '../../library/test/support/workdir';

/**
 * Every JSON response the site shows lives in src/data/samples and is
 * imported by the pages. Here each one is produced again by running the
 * library (ours and the published 0.0.5 that users install) and compared.
 */

const SAMPLES_DIR = join(repoRoot, 'src', 'data', 'samples');
const sample = (name: string): unknown => JSON.parse(readFileSync(join(SAMPLES_DIR, `${name}.json`), 'utf-8'));
// The published typings differ in private members only; conformance.test.ts shows the behaviour is ours.
const implementations: Record<string, Implementation> = {
  'our source': {lib: ours, runGenerateInfo: runOurGenerateInfo},
  'the published 0.0.5': {lib: published as unknown as typeof ours, runGenerateInfo: runPublishedGenerateInfo},
};
// Running the scenarios spawns git and generate-info: allow for a busy machine.
const SCENARIO_TIMEOUT = 60_000;

/** Reads a sample; with UPDATE_SAMPLES=1, first rewrites it from `actual` (our source only). */
function expectedSample(name: string, actual: unknown, {lib}: Implementation): unknown {
  if (process.env.UPDATE_SAMPLES === '1' && lib === ours) {
    writeFileSync(join(SAMPLES_DIR, `${name}.json`), `${JSON.stringify(actual, null, 2)}\n`);
  }
  return sample(name);
}

afterEach(() => vi.restoreAllMocks());

describe('JSON responses shown on the site are what the library produces', () => {
  for (const [libraryName, implementation] of Object.entries(implementations)) {
    for (const [name, run] of Object.entries(healthScenarios)) {
      it(
        `src/data/samples/${name}.json equals a real run of ${libraryName}`,
        async () => {
          const actual = await run(implementation);
          expect(actual).toEqual(expectedSample(name, actual, implementation));
        },
        SCENARIO_TIMEOUT,
      );
    }
    for (const [name, run] of Object.entries(infoScenarios)) {
      it(
        `src/data/samples/${name}.json has the fields and values of a real run of ${libraryName} (process figures, versions, OS and commit by form)`,
        async () => {
          vi.spyOn(console, 'warn').mockImplementation(() => undefined);
          const actual = await run(implementation);
          expect(comparableInfo(actual)).toEqual(comparableInfo(expectedSample(name, actual, implementation)));
        },
        SCENARIO_TIMEOUT,
      );
    }
  }

  it('info.json shows the git and build of the info-file.json written by the same generate-info run', () => {
    const {git, build} = sample('info') as Record<string, unknown>;
    expect({git, build}).toEqual(sample('info-file'));
  });

  it('every sample file is checked, here or by the examples tests', () => {
    const checked = [
      ...Object.keys(healthScenarios),
      ...Object.keys(infoScenarios),
      // Produced by running the examples (examples.test.ts, production.test.ts).
      ...['upstream-up', 'upstream-down', 'production-public', 'production-shutting-down'],
    ];
    const files = readdirSync(SAMPLES_DIR).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(checked.sort());
  });

  it('no page types a response by hand: JSON blocks in docs/ are configuration, not output', () => {
    const handTyped = docPages()
      .flatMap(codeBlocksOf)
      .filter((block) => block.lang === 'json' && /"(status|components|javascript|process)"\s*:/.test(block.code))
      .map((block) => `${block.file}:${block.line - 1}`);
    expect(handTyped, 'Show responses from src/data/samples: ```json file=<rootDir>/src/data/samples/….json').toEqual(
      [],
    );
  });

  it('the Info guide quotes the warning the published getInfo() logs when actuator.info.json is missing', async () => {
    const quoted = codeBlocksOf('docs/main/guides/info.mdx').find((block) => block.lang === 'text');
    expect(quoted, 'the Info guide has no ```text block quoting the warning').toBeDefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const workdir = createWorkdir({'package.json': {name: 'shop', version: '1.4.0'}});
    try {
      await workdir.within(() => published.getInfo());
    } finally {
      workdir.remove();
    }
    const logged = String(warn.mock.calls[0]?.[0]).replaceAll(workdir.path, '/srv/shop');
    expect(quoted?.code.trim()).toBe(logged);
  });
});
