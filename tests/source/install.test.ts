import {execFile} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {promisify} from 'node:util';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import {codeBlocksOf, repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import {bin, cleanEnv, readerProject, scratch} from './support/servers';

// What Installation tells a reader to do, done with the page's own code in a reader's project against the published
// package: its first check on each runtime, and where 0.0.5 needs help.
const run = promisify(execFile);
// npm, node and the compiler in child processes: allow for a busy machine.
const TIMEOUT = 60_000;

const blocks = codeBlocksOf('docs/main/install.mdx');
function pageBlock(lang: string, contains: string): string {
  const block = blocks.find((candidate) => candidate.lang === lang && candidate.code.includes(contains));
  if (!block) throw new Error(`Installation has no ${lang} block with "${contains}"`);
  return block.code;
}
const checkMts = pageBlock('ts', 'console.log(JSON.stringify(await actuator.getHealth()');

describe('Installation: check.mts prints the health the page shows, as the page runs it', {timeout: TIMEOUT}, () => {
  it.each(['tsx check.mts', 'bun check.mts', 'deno run check.mts'])('%s', async (line) => {
    const [command = '', ...args] = line.split(' ');
    const project = scratch(readerProject({'package.json': {name: 'shop'}, 'check.mts': checkMts}));
    const env = cleanEnv({NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'});
    expect(JSON.parse((await run(bin(command), args, {cwd: project.path, env})).stdout)).toEqual(healthSelf);
  });
});

describe('Installation: loading the package from CommonJS (Node.js)', {timeout: TIMEOUT}, () => {
  it('require() throws the error the page quotes (ERR_REQUIRE_ESM without require(esm)); health.cjs loads it with import()', async () => {
    const files = {'load.cjs': "require('@actuatorjs/actuatorjs');\n", 'health.cjs': pageBlock('js', 'await import(')};
    const project = scratch(readerProject(files));
    const fails = (...args: string[]) => expect(run('node', args, {cwd: project.path})).rejects;
    await fails('load.cjs').toMatchObject({stderr: expect.stringContaining(pageBlock('text', 'Error'))});
    const esm = {stderr: expect.stringContaining('ERR_REQUIRE_ESM')};
    await fails('--no-experimental-require-module', 'load.cjs').toMatchObject(esm);
    expect((await run('node', ['health.cjs'], {cwd: project.path})).stdout).toMatch(/status: 'UP'/);
  });
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

const tsconfigOf = (contains: string) => JSON.parse(pageBlock('json', contains)).compilerOptions;
const project = (type: 'module' | 'commonjs') =>
  scratch(readerProject({'package.json': {name: 'shop', version: '1.4.0', type}, 'index.ts': TYPED_CODE}));

describe('Installation: the types under each moduleResolution (tsc)', {timeout: TIMEOUT}, () => {
  const strict = {strict: true, skipLibCheck: true};
  it("resolve with the page's bundler tsconfig.json, and fail (TS2305, TS7016) under node16, nodenext and node10", () => {
    const esm = project('module');
    const cjs = project('commonjs');
    expect(compile(esm.path, tsconfigOf('"bundler"'))).toEqual([]);
    for (const module of ['node16', 'nodenext']) {
      expect(compile(esm.path, {module, ...strict}), `${module}, ESM`).toContain(2305);
      expect(compile(cjs.path, {module, ...strict}), `${module}, CJS`).toContain(7016);
    }
    expect(compile(cjs.path, {module: 'commonjs', moduleResolution: 'node10', ...strict})).toContain(7016);
  });

  it("resolve under node16 and nodenext with the page's copy of the declarations", async () => {
    for (const type of ['module', 'commonjs'] as const) {
      const reader = project(type);
      reader.write('types/actuatorjs.d.ts', pageBlock('typescript', 'declare module'));
      await run('sh', ['-c', pageBlock('bash', 'types/actuatorjs')], {cwd: reader.path});
      for (const module of ['node16', 'nodenext']) {
        expect(compile(reader.path, {...tsconfigOf('"paths"'), module}), `${module}, ${type}`).toEqual([]);
      }
    }
  });
});

describe('Installation: npm --omit=peer leaves the TypeScript peer dependency out', {timeout: TIMEOUT}, () => {
  it('npm ci --omit=dev installs typescript; the page’s --omit=peer commands leave it out, and the package still runs', async () => {
    const files = {'package.json': {name: 'shop', version: '1.4.0', private: true}, 'check.mjs': checkMts};
    const reader = scratch(createWorkdir(files));
    const flags = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];
    const npm = (args: string[]) => run('npm', [...args, ...flags], {cwd: reader.path, env: cleanEnv()});
    const installed = (name: string) => existsSync(join(reader.path, 'node_modules', name));
    // The published package as a tarball, which npm installs as it would from the registry.
    const {stdout} = await npm(['pack', join(repoRoot, 'node_modules', 'published-actuatorjs')]);
    const tarball = `./${stdout.trim().split('\n').at(-1)}`;
    // The page's commands, with the tarball for the package's name.
    const pageText = readFileSync(join(repoRoot, 'docs/main/install.mdx'), 'utf-8');
    const install = /`npm (install @actuatorjs\/actuatorjs --omit=peer)`/.exec(pageText)?.[1] ?? 'not on the page';
    const args = (command: string) =>
      command.trim().replace(/^npm /, '').replace('@actuatorjs/actuatorjs', tarball).split(' ');
    await npm(args(install));
    expect([installed('@actuatorjs/actuatorjs'), installed('typescript')]).toEqual([true, false]);
    await npm(['ci', '--omit=dev']);
    expect(installed('typescript')).toBe(true);
    await npm(args(pageBlock('bash', '--omit=peer')));
    expect(installed('typescript')).toBe(false);
    expect(JSON.parse((await run('node', ['check.mjs'], {cwd: reader.path})).stdout)).toEqual(healthSelf);
  });
});
