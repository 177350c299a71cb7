import {execFile} from 'node:child_process';
import {copyFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf, repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import {bin, cleanEnv, readerProject} from './support/reader-project';

/**
 * What Bun and Deno (dev dependencies) run besides the Examples page's
 * servers (tests/source/examples.test.ts): Deno's own type-check of deno.ts,
 * and Installation's check.mts, each in a reader's project with the
 * published package.
 */

const TIMEOUT = 30_000;
const run = promisify(execFile);
const env = cleanEnv({NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'});

describe('the Deno example type-checks with Deno’s own types and the published package’s', () => {
  it(
    'passes deno check',
    async () => {
      const project = readerProject({'package.json': {name: 'shop', version: '1.4.0'}});
      copyFileSync(join(repoRoot, 'examples', 'deno.ts'), join(project.path, 'deno.ts'));
      try {
        await expect(run(bin('deno'), ['check', 'deno.ts'], {cwd: project.path, env})).resolves.toBeDefined();
      } finally {
        project.remove();
      }
    },
    TIMEOUT,
  );
});

describe('Installation: check.mts prints the health the page shows, on Bun and Deno as the page runs it', () => {
  const check = codeBlocksOf('docs/main/install.mdx').find((block) => /title="check\.mts"/.test(block.meta));
  for (const [file = '', ...args] of [
    [bin('bun'), 'check.mts'],
    [bin('deno'), 'run', 'check.mts'],
  ]) {
    it(
      `${basename(file)} ${args.join(' ')}`,
      async () => {
        const project = readerProject({'package.json': {name: 'shop'}, 'check.mts': check?.code ?? ''});
        try {
          const {stdout} = await run(file, args, {cwd: project.path, env});
          expect(JSON.parse(stdout)).toEqual(healthSelf);
        } finally {
          project.remove();
        }
      },
      TIMEOUT,
    );
  }
});
