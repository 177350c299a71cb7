import type {Config} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';

/**
 * The analytics script of docusaurus.config.ts and the environment variables
 * that change it (README, "Environment variables"). The built pages' script
 * and Content Security Policy are checked in tests/build/analytics.test.ts.
 */
async function scriptsWith(env: Record<string, string>): Promise<Config['scripts']> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const {default: createConfig} = await import('../../docusaurus.config');
  return (await createConfig()).scripts;
}

describe('analytics settings', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("default to the project's own Umami instance and website id, async, deferred, production host only, Do Not Track", async () => {
    expect(await scriptsWith({})).toEqual([
      {
        src: 'https://umami.transprot.eu/script.js',
        async: true,
        defer: true,
        'data-website-id': '666350b6-f65d-4db5-975e-dd2e39d9385e',
        'data-domains': 'actuatorjs.github.io',
        'data-do-not-track': 'true',
      },
    ]);
  });

  it('take the script and the website id from ANALYTICS_SRC and ANALYTICS_WEBSITE_ID', async () => {
    const [script] = (await scriptsWith({
      ANALYTICS_SRC: 'https://stats.example.org/umami.js',
      ANALYTICS_WEBSITE_ID: 'a-test-id',
    })) as [Record<string, unknown>];
    expect(script).toMatchObject({src: 'https://stats.example.org/umami.js', 'data-website-id': 'a-test-id'});
  });

  it('leave the script out with ANALYTICS=off', async () => {
    expect(await scriptsWith({ANALYTICS: 'off'})).toEqual([]);
  });
});
