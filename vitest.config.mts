import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {defineConfig} from 'vitest/config';

// The library alias as tsconfig.json defines it, for the examples the tests import.
const {paths} = ts.readConfigFile('tsconfig.json', ts.sys.readFile).config.compilerOptions;
const alias = {
  '@actuatorjs/actuatorjs': fileURLToPath(new URL(paths['@actuatorjs/actuatorjs'][0], import.meta.url)),
};

// Two groups of Node-side tests; browser tests are Playwright's.
//  - "source": the library's unit and conformance tests and checks of the
//    docs' sources. They need no build.
//  - "build": checks of the built site in build/ (run after `npm run build`).
export default defineConfig({
  resolve: {alias},
  test: {
    // Tests change the working directory (getInfo reads package.json from
    // it), which worker threads do not allow: run each file in a process.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. Most source tests wait on
    // servers and installs, so two share those cores well: the source step took 61 s against 91 s (2026-11-26).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Inherited by both projects (extends: true); Vitest 4 projects do not inherit otherwise.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        resolve: {alias},
        // The reader's toolchains, installed on demand (scripts/toolchains.mjs says which this run lacks).
        test: {
          name: 'source',
          include: ['library/test/**/*.test.ts', 'tests/source/**/*.test.ts'],
          globalSetup: 'scripts/toolchains.mjs',
        },
      },
      // The build's files only read build/: they share one process, so each page is parsed once.
      {
        extends: true,
        resolve: {alias},
        test: {name: 'build', include: ['tests/build/**/*.test.ts'], isolate: false, fileParallelism: false},
      },
    ],
  },
});
