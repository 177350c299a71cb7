import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const ourBin = join(import.meta.dirname, '..', '..', 'bin', 'generate-info.ts');
// The package's CommonJS entry is dist/cjs/index.js; its bin sits in dist/bin.
const publishedBin = join(dirname(require.resolve('published-actuatorjs')), '..', 'bin', 'generate-info.js');

/** Runs this repository's generate-info (TypeScript source) in `cwd`. */
export function runOurGenerateInfo(cwd: string) {
  return spawnSync(process.execPath, [tsxCli, ourBin], {cwd, encoding: 'utf-8'});
}

/** Runs the published 0.0.5 generate-info in `cwd`. */
export function runPublishedGenerateInfo(cwd: string) {
  return spawnSync(process.execPath, [publishedBin], {cwd, encoding: 'utf-8'});
}
