import {readFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf} from '../../plugins/doc-code/pages';
import {bin, checkMts, installBlock, need, nodeReleases, readerProject, run, scratch, tsc7} from './support/reader';

// What Installation (and the Info guide's type) tells a reader beyond its steps (setup.test.ts), done with the page's
// own code in a reader's project with the published package, on each runtime and compiler: CommonJS's traps, the types.
const TIMEOUT = 60_000; // npm, node and the compilers in child processes: allow for a busy machine.

// Code that a CommonJS project turns into a require() (tsx, and tsc under nodenext), and a use of the types that
// compiles only when they are the package's (with `any`, the expected error is missing).
const REQUIRE_TS = `import {Actuator, HealthCheck} from '@actuatorjs/actuatorjs';
new Actuator(new HealthCheck([]))
  .getHealth()
  .then((health) => console.log(health.status));
`;
const TYPED_TS = `import {Actuator, HealthCheck} from '@actuatorjs/actuatorjs';
export async function status(): Promise<number> {
  const health = await new Actuator(new HealthCheck([])).getHealth();
  // @ts-expect-error a status is a string
  return health.status;
}
`;
const MAIN_MTS = `import {AbstractHealthIndicator} from '@actuatorjs/actuatorjs';
import {DatabaseHealthIndicator} from './database.ts';
console.log(new DatabaseHealthIndicator({query: async () => 1}) instanceof AbstractHealthIndicator);
`;
/** A block of a page, by its title. */
const titled = (page: string, title: string) =>
  codeBlocksOf(page).find(({meta}) => meta.includes(`title="${title}"`))?.code ?? `${page} has no ${title}`;

/** A reader's project as `npm init -y` writes it, with the published package and `files`. */
async function initProject(files: Record<string, string> = {}) {
  const project = scratch(readerProject(files));
  await run('npm', ['init', '-y'], {cwd: project.path});
  const type = () => JSON.parse(readFileSync(join(project.path, 'package.json'), 'utf-8')).type;
  const setModule = () => run('sh', ['-c', installBlock('bash', 'npm pkg set')], {cwd: project.path});
  return {...project, type, setModule};
}

describe('Installation: in a CommonJS project (npm init -y), each trap the page names, and its way out', {
  timeout: TIMEOUT,
}, () => {
  it.each(nodeReleases)(
    'Node.js $major: require() throws the page’s ReferenceError (ERR_REQUIRE_ESM without require(esm)), health.cjs loads it with import(); node server.ts stops with the page’s SyntaxError, and runs once npm pkg set type=module made the project a module',
    async ({node: tool}) => {
      const node = need(tool);
      const files = {'load.cjs': "require('@actuatorjs/actuatorjs');\n", 'server.ts': checkMts};
      const project = await initProject({...files, 'health.cjs': installBlock('js', 'await import(')});
      const fails = (...args: string[]) => expect(run(node, args, {cwd: project.path})).rejects;
      await fails('load.cjs').toMatchObject({stderr: expect.stringContaining(installBlock('text', 'ReferenceError'))});
      const esm = {stderr: expect.stringContaining('ERR_REQUIRE_ESM')};
      await fails('--no-experimental-require-module', 'load.cjs').toMatchObject(esm);
      expect((await run(node, ['health.cjs'], {cwd: project.path})).stdout).toMatch(/status: 'UP'/);
      expect(project.type()).toBe('commonjs');
      await fails('server.ts').toMatchObject({stderr: expect.stringContaining(installBlock('text', 'SyntaxError'))});
      await project.setModule();
      expect(project.type()).toBe('module');
      expect((await run(node, ['server.ts'], {cwd: project.path})).stdout).toContain('"status": "UP"');
    },
  );

  it('tsx runs server.ts (the CommonJS build); the Health guide’s indicator made in a .ts file is not instanceof AbstractHealthIndicator in a .mts file, and is once the project is a module', async () => {
    const database = titled('docs/main/guides/health.mdx', 'database.ts');
    const project = await initProject({'server.ts': REQUIRE_TS, 'database.ts': database, 'main.mts': MAIN_MTS});
    const tsx = (file: string) => run(bin('tsx'), [file], {cwd: project.path}).then(({stdout}) => stdout.trim());
    expect(await tsx('server.ts')).toBe('UP');
    expect(await tsx('main.mts')).toBe('false');
    await project.setModule();
    expect(await tsx('main.mts')).toBe('true');
  });
});

// Each compiler by its tsc (the root's TypeScript 5.9, and 7), and the error it gives under moduleResolution node10.
const compilers = [
  {name: 'TypeScript 5.9', tsc: {dir: '', path: bin('tsc')}, node10: 7016},
  {name: 'TypeScript 7', tsc: tsc7, node10: 5108},
];

const tsconfigOf = (contains: string) => JSON.parse(installBlock('json', contains)).compilerOptions;
/** A reader's project of `type` with the code above, and `files`. */
const project = (type: 'module' | 'commonjs', files: Record<string, string> = {}) => {
  const code = {'index.ts': TYPED_TS, 'server.ts': REQUIRE_TS, 'health.ts': installBlock('js', 'await import(')};
  return scratch(
    readerProject({'package.json': {name: 'shop', version: '1.4.0', type}, ...code, ...files}, [
      '@types/node',
      'undici-types',
    ]),
  );
};

describe.each(compilers)('Installation: the types under each moduleResolution ($name)', {timeout: TIMEOUT}, (tsc) => {
  /** The errors (`file TScode`) of compiling the project with these compiler options, written as its tsconfig.json. */
  const compile = async (reader: ReturnType<typeof project>, compilerOptions: object) => {
    reader.write('tsconfig.json', {compilerOptions: {rootDir: '.', outDir: 'dist', ...compilerOptions}});
    const {stdout} = await run(need(tsc.tsc), ['-p', reader.path, '--pretty', 'false']).catch((error) => error);
    const errors = `${stdout}`.matchAll(/^(?:(.+?)\(\d+,\d+\): )?error (TS\d+)/gm);
    return [...errors].map(([, file = '', code]) => `${basename(file)} ${code}`);
  };
  const strict = {strict: true, skipLibCheck: true};

  it(`resolve with the page's bundler tsconfig.json (the Info guide's info-type.ts too, where import type {ActuatorInfo} fails with TS2724), fail (TS2305, TS7016) under node16 and nodenext, and node10 gives TS${tsc.node10}`, async () => {
    const named = {
      'named.ts': "import type {ActuatorInfo} from '@actuatorjs/actuatorjs';\nexport type Info = ActuatorInfo;\n",
    };
    const esm = project('module', {'info-type.ts': titled('docs/main/guides/info.mdx', 'info-type.ts'), ...named});
    const cjs = project('commonjs');
    expect(await compile(esm, tsconfigOf('"bundler"'))).toEqual(['named.ts TS2724']);
    for (const module of ['node16', 'nodenext']) {
      expect(await compile(esm, {module, ...strict}), `${module}, ESM`).toContain('index.ts TS2305');
      expect(await compile(cjs, {module, ...strict}), `${module}, CJS`).toContain('index.ts TS7016');
    }
    const node10 = {module: 'commonjs', moduleResolution: 'node10', ...strict};
    expect((await compile(cjs, node10)).join()).toContain(`TS${tsc.node10}`);
  });

  it("resolve under node16 and nodenext with the page's copy of the declarations; in a CommonJS project, the require() nodenext emits throws the page's ReferenceError on every Node.js, and await import() runs", async () => {
    for (const type of ['module', 'commonjs'] as const) {
      const reader = project(type, {'types/actuatorjs.d.ts': installBlock('typescript', 'declare module')});
      await run('sh', ['-c', installBlock('bash', 'types/actuatorjs')], {cwd: reader.path});
      for (const module of ['node16', 'nodenext'])
        expect(await compile(reader, {...tsconfigOf('"paths"'), module}), `${module}, ${type}`).toEqual([]);
      if (type === 'module') continue;
      const stderr = expect.stringContaining(installBlock('text', 'ReferenceError'));
      for (const {node, major} of nodeReleases) {
        const runs = (file: string) => run(need(node), [file], {cwd: reader.path});
        await expect(runs('dist/server.js'), `Node.js ${major}`).rejects.toMatchObject({stderr});
        expect((await runs('dist/health.js')).stdout).toMatch(/status: 'UP'/);
      }
    }
  });
});
