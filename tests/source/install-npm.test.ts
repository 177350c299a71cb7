import {execFile} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import {repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import {checkMts, cleanEnv, installBlock, installText, scratch} from './support/reader';

// Installation's npm commands run by npm in a reader's project, installing from the registry (the npm cache first),
// where `@actuatorjs/actuatorjs` means the published package, packed once as a tarball.
const run = promisify(execFile);
const flags = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];
const packed = createWorkdir();
afterAll(packed.remove);
const pack = ['pack', join(repoRoot, 'node_modules/published-actuatorjs'), ...flags];
const {stdout: packName} = await run('npm', pack, {cwd: packed.path, env: cleanEnv()});
const tarball = join(packed.path, packName.trim().split('\n').at(-1) ?? '');

/** A reader's project with `package.json` and check.mjs. */
async function npmProject(packageJson: Record<string, unknown>) {
  const reader = scratch(createWorkdir({'package.json': {private: true, ...packageJson}, 'check.mjs': checkMts}));
  const npm = (args: string[]) => run('npm', [...args, ...flags], {cwd: reader.path, env: cleanEnv()});
  return {
    ...reader,
    npm,
    /** A page's npm command line as npm's arguments, with the tarball for the package's name. */
    page: (command: string) =>
      npm(command.trim().replace(/^npm /, '').replace('@actuatorjs/actuatorjs', tarball).split(' ')),
    installed: (name: string) => existsSync(join(reader.path, 'node_modules', name)),
    check: async () => JSON.parse((await run('node', ['check.mjs'], {cwd: reader.path})).stdout),
  };
}

describe('Installation: npm --omit=peer leaves the TypeScript peer dependency out', {timeout: 60_000}, () => {
  it('npm ci --omit=dev installs typescript; the page’s --omit=peer commands leave it out, and the package still runs', async () => {
    const reader = await npmProject({name: 'shop', version: '1.4.0'});
    const install = /`(npm install @actuatorjs\/actuatorjs --omit=peer)`/.exec(installText)?.[1] ?? 'not on the page';
    await reader.page(install);
    expect([reader.installed('@actuatorjs/actuatorjs'), reader.installed('typescript')]).toEqual([true, false]);
    await reader.npm(['ci', '--omit=dev']);
    expect(reader.installed('typescript')).toBe(true);
    await reader.page(installBlock('bash', '--omit=peer'));
    expect(reader.installed('typescript')).toBe(false);
    expect(await reader.check()).toEqual(healthSelf);
  });
});

// The page's ERESOLVE output names the reader's project and TypeScript: the project here is the one it names.
const eresolve = installBlock('text', 'ERESOLVE');
const [, name, version] = /While resolving: (\S+)@(\S+)/.exec(eresolve) ?? [];
const typescript = /dev typescript@"([^"]+)" from the root project/.exec(eresolve)?.[1];
async function typescript7Project() {
  const reader = await npmProject({name, version, devDependencies: {typescript}});
  await reader.npm(['install']);
  const tscVersion = async () => (await run(join(reader.path, 'node_modules/.bin/tsc'), ['--version'])).stdout;
  expect(await tscVersion()).toMatch(/^Version 7\./);
  return {...reader, tscVersion};
}

describe('Installation: with TypeScript 7, npm refuses the package, and each fix the page gives installs it', {
  timeout: 60_000,
}, () => {
  it('overrides: the install fails with the ERESOLVE the page quotes, then passes with its entry; npm ci and npm ls pass, TypeScript stays 7, and --omit=peer keeps it', async () => {
    const reader = await typescript7Project();
    const add = 'npm install @actuatorjs/actuatorjs';
    await expect(reader.page(add)).rejects.toMatchObject({stderr: expect.stringContaining(eresolve)});
    const manifest = JSON.parse(readFileSync(join(reader.path, 'package.json'), 'utf-8'));
    reader.write('package.json', {...manifest, ...JSON.parse(installBlock('json', '"$typescript"'))});
    await reader.page(add);
    await reader.npm(['ci']);
    await reader.npm(['ls']);
    expect(await reader.tscVersion()).toMatch(/^Version 7\./);
    await reader.page(installBlock('bash', '--omit=peer'));
    expect(reader.installed('typescript')).toBe(true);
    expect(await reader.check()).toEqual(healthSelf);
  });

  it('--legacy-peer-deps: installs, TypeScript stays 7; a later npm ci fails without the flag; with the page’s .npmrc line npm ci passes and --omit=dev leaves TypeScript out', async () => {
    const reader = await typescript7Project();
    await reader.page(installBlock('bash', '--legacy-peer-deps'));
    expect(await reader.tscVersion()).toMatch(/^Version 7\./);
    await expect(reader.npm(['ci'])).rejects.toMatchObject({stderr: expect.stringContaining('ERESOLVE')});
    reader.write('.npmrc', `${/`(legacy-peer-deps=true)`/.exec(installText)?.[1]}\n`);
    await reader.npm(['ci']);
    await reader.npm(['ci', '--omit=dev']);
    expect([reader.installed('@actuatorjs/actuatorjs'), reader.installed('typescript')]).toEqual([true, false]);
    expect(await reader.check()).toEqual(healthSelf);
  });
});
