import {afterEach, describe, expect, it, vi} from 'vitest';

// The environment variables that change the analytics script of docusaurus.config.ts (README, "Environment
// variables"). The default script, as built into the pages, is checked in tests/build/head.test.ts.
async function scriptsWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const {default: createConfig} = await import('../../docusaurus.config');
  return (await createConfig()).scripts;
}

describe('analytics settings follow the environment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('take the script and the website id from ANALYTICS_SRC and ANALYTICS_WEBSITE_ID', async () => {
    const env = {ANALYTICS_SRC: 'https://stats.example.org/umami.js', ANALYTICS_WEBSITE_ID: 'a-test-id'};
    expect(await scriptsWith(env)).toEqual([
      expect.objectContaining({src: env.ANALYTICS_SRC, 'data-website-id': env.ANALYTICS_WEBSITE_ID}),
    ]);
  });

  it('leave the script out with ANALYTICS=off', async () => {
    expect(await scriptsWith({ANALYTICS: 'off'})).toEqual([]);
  });
});
