import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findChromium} from './scripts/chromium.cjs';
import {baseUrl} from './tests/support/built-site';

// Browser tests run against the production build (`npm run build`), served
// the way `npm run serve` serves it. Build first; `npm test` does.
const port = Number(process.env.E2E_PORT ?? 4173);
const inCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A test reads a whole screen, often over several page loads.
  timeout: 60_000,
  // Two workers on the 2-core CI machine: three were measured no faster
  // (median 251 s against 243 s for the whole suite, three runs each).
  workers: inCi ? 2 : undefined,
  retries: inCi ? 1 : 0,
  forbidOnly: inCi,
  reporter: [['list'], ['json', {outputFile: 'test-results/playwright.json'}]],
  use: {
    // With the base path, and its trailing slash: tests open relative paths
    // such as `page.goto('docs/main/install')`.
    baseURL: `http://127.0.0.1:${port}${baseUrl}/`,
    launchOptions: {executablePath: findChromium(), args: chromiumArgs},
    // Recording a trace of every test costs about a fifth of the run time
    // (measured: 70.7 s against 57.1 s for 32 tests). CI retries a failed
    // test once and records that retry; locally, where nothing is retried,
    // every failure keeps its trace.
    trace: inCi ? 'on-first-retry' : 'retain-on-failure',
  },
  // A test that applies to one layout only is tagged @desktop-only or
  // @mobile-only and is not run, not even as skipped, in the other project.
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}},
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${port}${baseUrl}/`,
    reuseExistingServer: !inCi,
    timeout: 60_000,
  },
});
