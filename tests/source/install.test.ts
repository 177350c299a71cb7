import {execFile} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {promisify} from 'node:util';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import {repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import {checkMts, installBlock, installText} from './support/install-page';
import {bin, cleanEnv, readerProject, scratch} from './support/servers';
import {nodeReleases, tsc7} from './support/toolchains';

// What Installation tells a reader to do, done with the page's own code in a reader's project against the published
// package: its first check on each runtime, and where 0.0.5 needs help.
const run = promisify(execFile);
// npm, node and the compiler in child processes: allow for a busy machine.
const TIMEOUT = 60_000;

const runtimes = [
  ...nodeReleases.map(({major, node}) => ({name: `Node.js ${major}`, line: 'node check.mts', command: node})),
  {name: 'Bun', line: 'bun check.mts', command: bin('bun')},
  {name: 'Deno', line: 'deno run check.mts', command: bin('deno')},
];

describe('Installation: check.mts prints the health the page shows, as the page runs it', {timeout: TIMEOUT}, () => {
  it.each(runtimes)('$name: $line', async ({line, command}) => {
    expect(installText).toContain(`\`${line}\``);
    const project = scratch(readerProject({'package.json': {name: 'shop', type: 'module'}, 'check.mts': checkMts}));
    const env = cleanEnv({NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'});
    const args = line.split(' ').slice(1);
    expect(JSON.parse((await run(command, args, {cwd: project.path, env})).stdout)).toEqual(healthSelf);
  });
});

describe('Installation: loading the package from CommonJS (Node.js)', {timeout: TIMEOUT}, () => {
  it.each(nodeReleases)(
    'Node.js $major: require() throws the error the page quotes (ERR_REQUIRE_ESM without require(esm)); health.cjs loads it with import()',
    async ({node}) => {
      const files = {
        'load.cjs': "require('@actuatorjs/actuatorjs');\n",
        'health.cjs': installBlock('js', 'await import('),
      };
      const project = scratch(readerProject(files));
      const fails = (...args: string[]) => expect(run(node, args, {cwd: project.path})).rejects;
      await fails('load.cjs').toMatchObject({stderr: expect.stringContaining(installBlock('text', 'ReferenceError'))});
      const esm = {stderr: expect.stringContaining('ERR_REQUIRE_ESM')};
      await fails('--no-experimental-require-module', 'load.cjs').toMatchObject(esm);
      expect((await run(node, ['health.cjs'], {cwd: project.path})).stdout).toMatch(/status: 'UP'/);
    },
  );
});

// A use of the types that compiles only when they are the package's: with `any`, the expected error is missing.
const TYPED_CODE = `import {Actuator, HealthCheck} from '@actuatorjs/actuatorjs';

export async function status(): Promise<number> {
  const health = await new Actuator(new HealthCheck([])).getHealth();
  // @ts-expect-error a status is a string
  return health.status;
}
`;

// One host for every compile, which parses TypeScript's own lib files once.
const host = ts.createCompilerHost({});
const libFiles = new Map<string, ts.SourceFile | undefined>();
const readSource = host.getSourceFile;
host.getSourceFile = (fileName, version, ...rest) => {
  if (!fileName.startsWith(dirname(ts.getDefaultLibFilePath({})))) return readSource(fileName, version, ...rest);
  const key = `${fileName} ${JSON.stringify(version)}`;
  if (!libFiles.has(key)) libFiles.set(key, readSource(fileName, version, ...rest));
  return libFiles.get(key);
};

/** The error codes of compiling TYPED_CODE in the project with these compiler options (as in a tsconfig.json). */
function compile(projectPath: string, compilerOptions: object): number[] {
  const configFile = join(projectPath, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent({compilerOptions}, ts.sys, projectPath, undefined, configFile);
  const program = ts.createProgram({rootNames: config.fileNames, options: {...config.options, noEmit: true}, host});
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => diagnostic.code);
}

const tsconfigOf = (contains: string) => JSON.parse(installBlock('json', contains)).compilerOptions;
const project = (type: 'module' | 'commonjs') =>
  scratch(readerProject({'package.json': {name: 'shop', version: '1.4.0', type}, 'index.ts': TYPED_CODE}));

/** The same with TypeScript 7, whose tsc reads a tsconfig.json: written into the project. */
async function compile7(projectPath: string, compilerOptions: object): Promise<number[]> {
  writeFileSync(
    join(projectPath, 'tsconfig.json'),
    JSON.stringify({compilerOptions: {...compilerOptions, noEmit: true}}),
  );
  const {stdout} = await run(tsc7, ['-p', projectPath, '--pretty', 'false']).catch((error) => error);
  return [...`${stdout}`.matchAll(/error TS(\d+)/g)].map(([, code]) => Number(code));
}
const compilers = [
  {name: 'TypeScript 5.9', compile: async (path: string, options: object) => compile(path, options), node10: 7016},
  {name: 'TypeScript 7', compile: compile7, node10: 5108},
];

describe.each(compilers)('Installation: the types under each moduleResolution ($name)', {timeout: TIMEOUT}, (tsc) => {
  const strict = {strict: true, skipLibCheck: true};
  it(`resolve with the page's bundler tsconfig.json, fail (TS2305, TS7016) under node16 and nodenext, and node10 gives TS${tsc.node10}`, async () => {
    const esm = project('module');
    const cjs = project('commonjs');
    expect(await tsc.compile(esm.path, tsconfigOf('"bundler"'))).toEqual([]);
    for (const module of ['node16', 'nodenext']) {
      expect(await tsc.compile(esm.path, {module, ...strict}), `${module}, ESM`).toContain(2305);
      expect(await tsc.compile(cjs.path, {module, ...strict}), `${module}, CJS`).toContain(7016);
    }
    const node10 = {module: 'commonjs', moduleResolution: 'node10', ...strict};
    expect(await tsc.compile(cjs.path, node10)).toContain(tsc.node10);
  });

  it("resolve under node16 and nodenext with the page's copy of the declarations", async () => {
    for (const type of ['module', 'commonjs'] as const) {
      const reader = project(type);
      reader.write('types/actuatorjs.d.ts', installBlock('typescript', 'declare module'));
      await run('sh', ['-c', installBlock('bash', 'types/actuatorjs')], {cwd: reader.path});
      for (const module of ['node16', 'nodenext']) {
        expect(await tsc.compile(reader.path, {...tsconfigOf('"paths"'), module}), `${module}, ${type}`).toEqual([]);
      }
    }
  });
});

/**
 * A reader's project with `package.json` and check.mjs, where npm installs from the registry (the npm cache first),
 * and `@actuatorjs/actuatorjs` in a page's npm command means the published package, packed as a tarball.
 */
async function npmProject(packageJson: Record<string, unknown>) {
  const reader = scratch(createWorkdir({'package.json': {private: true, ...packageJson}, 'check.mjs': checkMts}));
  const flags = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];
  const npm = (args: string[]) => run('npm', [...args, ...flags], {cwd: reader.path, env: cleanEnv()});
  const {stdout} = await npm(['pack', join(repoRoot, 'node_modules', 'published-actuatorjs')]);
  const tarball = `./${stdout.trim().split('\n').at(-1)}`;
  return {
    ...reader,
    npm,
    /** A page's npm command line as npm's arguments, with the tarball for the package's name. */
    page: (command: string) =>
      npm(command.trim().replace(/^npm /, '').replace('@actuatorjs/actuatorjs', tarball).split(' ')),
    installed: (name: string) => existsSync(join(reader.path, 'node_modules', name)),
    /** Runs check.mjs: the health the page shows, or a rejection. */
    check: async () => JSON.parse((await run('node', ['check.mjs'], {cwd: reader.path})).stdout),
  };
}

describe('Installation: npm --omit=peer leaves the TypeScript peer dependency out', {timeout: TIMEOUT}, () => {
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
  timeout: TIMEOUT,
}, () => {
  const add = 'npm install @actuatorjs/actuatorjs';
  it('overrides: the install fails with the ERESOLVE the page quotes, then passes with its entry; npm ci and npm ls pass, TypeScript stays 7, and --omit=peer keeps it', async () => {
    const reader = await typescript7Project();
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
