import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {runTimed} from './run.mjs';

/**
 * The stock Docusaurus 3.8.1 classic TypeScript template, scaffolded from the
 * registry with create-docusaurus and installed once into `dir` (reused by
 * later runs). Two changes, both printed by the bench:
 *  - `overrides.webpackbar = 7.0.0`: 3.8.1's webpackbar 6 no longer builds
 *    with the webpack npm resolves today (fixed upstream in 3.10.1);
 *    the @swc pins are the versions whose binaries this registry has.
 *  - @docusaurus/faster 3.8.1 and `docusaurus.faster.config.ts` (the stock
 *    config plus `future.experimental_faster`), for the Rspack comparison.
 */
export const stockVersion = '3.8.1';
export const stockChanges = [
  "package.json overrides: webpackbar 7.0.0 (3.8.1 needs it with today's webpack), @swc/core 1.16.18, @swc/html 1.16.2",
  'added @docusaurus/faster 3.8.1 and docusaurus.faster.config.ts (stock config + future.experimental_faster) for the Rspack row',
];
export const fasterConfig = 'docusaurus.faster.config.ts';

export async function ensureStockTemplate(dir: string, log: (line: string) => void): Promise<void> {
  if (existsSync(join(dir, 'node_modules', '@docusaurus', 'faster'))) {
    log(`stock template: reusing ${dir}`);
    writeFasterConfig(dir);
    return;
  }
  if (!existsSync(join(dir, 'package.json'))) {
    log(`stock template: scaffolding create-docusaurus@${stockVersion} classic --typescript into ${dir}`);
    await runTimed(
      'npx',
      ['--yes', `create-docusaurus@${stockVersion}`, dir, 'classic', '--typescript', '--skip-install'],
      {cwd: process.cwd()},
    );
  }
  const packagePath = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(packagePath, 'utf-8'));
  pkg.overrides = {webpackbar: '7.0.0', '@swc/core': '1.16.18', '@swc/html': '1.16.2'};
  pkg.dependencies['@docusaurus/faster'] = stockVersion;
  writeFileSync(packagePath, `${JSON.stringify(pkg, null, 2)}\n`);
  writeFasterConfig(dir);
  log('stock template: npm install (a few minutes, once)');
  await runTimed('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: {PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'},
  });
}

function writeFasterConfig(dir: string) {
  writeFileSync(
    join(dir, fasterConfig),
    "import config from './docusaurus.config';\n\nexport default {...config, future: {...config.future, experimental_faster: true}};\n",
  );
}
