import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// Unit and conformance tests of the library, and the Node-side checks of the
// docs. Browser tests are Playwright's (playwright.config.ts).
export default defineConfig({
  resolve: {
    alias: {
      '@actuatorjs/actuatorjs': fileURLToPath(new URL('./library/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['library/test/**/*.test.ts', 'tests/node/**/*.test.ts'],
    // Tests change the working directory (getInfo reads package.json from
    // it), which worker threads do not allow: run each file in a process.
    pool: 'forks',
    testTimeout: 30_000,
    reporters: process.env.CI ? ['default', 'junit'] : ['default'],
    outputFile: {junit: 'test-results/vitest-junit.xml'},
  },
});
