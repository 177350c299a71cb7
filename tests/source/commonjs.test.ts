import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {checkMts, installBlock} from './support/install-page';
import {bin, readerProject, scratch} from './support/servers';
import {nodeReleases, tsc7} from './support/toolchains';

// Installation's "In a CommonJS project": each trap it names, met in a project as `npm init -y` makes it, with the
// published package, and the page's way out.
const run = promisify(execFile);
const TIMEOUT = 60_000;

/** A reader's project as `npm init -y` writes it, with the published package and `files`. */
async function initProject(files: Record<string, string> = {}) {
  const project = scratch(readerProject(files));
  await run('npm', ['init', '-y'], {cwd: project.path});
  const type = () => JSON.parse(readFileSync(join(project.path, 'package.json'), 'utf-8')).type;
  const setModule = () => run('sh', ['-c', installBlock('bash', 'npm pkg set')], {cwd: project.path});
  return {...project, type, setModule};
}

describe('Installation: a project npm init -y makes is CommonJS, and the page’s command makes it a module', () => {
  it(
    'npm init -y writes "type": "commonjs"; npm pkg set type=module turns it into "module"',
    async () => {
      const project = await initProject();
      expect(project.type()).toBe('commonjs');
      await project.setModule();
      expect(project.type()).toBe('module');
    },
    TIMEOUT,
  );
});

describe.each(nodeReleases)('Installation: node server.ts in a CommonJS project (Node.js $major)', ({node}) => {
  it(
    'stops with the SyntaxError the page quotes, and runs once the project is a module',
    async () => {
      const project = await initProject({'server.ts': checkMts});
      const stderr = expect.stringContaining(installBlock('text', 'SyntaxError'));
      await expect(run(node, ['server.ts'], {cwd: project.path})).rejects.toMatchObject({stderr});
      await project.setModule();
      expect((await run(node, ['server.ts'], {cwd: project.path})).stdout).toContain('"status": "UP"');
    },
    TIMEOUT,
  );
});

// Code that a CommonJS project turns into a require(): tsx, and tsc under nodenext.
const REQUIRE_TS = `import {Actuator, HealthCheck} from '@actuatorjs/actuatorjs';
new Actuator(new HealthCheck([]))
  .getHealth()
  .then((health) => console.log(health.status));
`;
const INDICATOR_TS = `import {AbstractHealthIndicator} from '@actuatorjs/actuatorjs';
export class DiskIndicator extends AbstractHealthIndicator {
  async check() {
    return {status: 'UP' as const};
  }
}
`;
const MAIN_MTS = `import {AbstractHealthIndicator} from '@actuatorjs/actuatorjs';
import {DiskIndicator} from './indicator.ts';
console.log(new DiskIndicator('disk') instanceof AbstractHealthIndicator);
`;

describe('Installation: tsx in a CommonJS project', () => {
  it(
    'runs server.ts (the CommonJS build); an indicator made in a .ts file is not instanceof AbstractHealthIndicator in a .mts file, and is once the project is a module',
    async () => {
      const project = await initProject({'server.ts': REQUIRE_TS, 'indicator.ts': INDICATOR_TS, 'main.mts': MAIN_MTS});
      const tsx = (file: string) => run(bin('tsx'), [file], {cwd: project.path}).then(({stdout}) => stdout.trim());
      expect(await tsx('server.ts')).toBe('UP');
      expect(await tsx('main.mts')).toBe('false');
      await project.setModule();
      expect(await tsx('main.mts')).toBe('true');
    },
    TIMEOUT,
  );
});

const compilers = [
  {name: 'TypeScript 5.9', tsc: bin('tsc')},
  {name: 'TypeScript 7', tsc: tsc7},
];

describe.each(compilers)('Installation: nodenext in a CommonJS project ($name)', ({tsc}) => {
  it(
    'type-checks with the copy of the declarations; the require() it emits throws the ReferenceError the page quotes on every Node.js, and await import() runs',
    async () => {
      const files = {'index.ts': REQUIRE_TS, 'health.ts': installBlock('js', 'await import(')};
      const project = await initProject({
        ...files,
        'types/actuatorjs.d.ts': installBlock('typescript', 'declare module'),
      });
      await run('sh', ['-c', installBlock('bash', 'types/actuatorjs')], {cwd: project.path});
      const {compilerOptions} = JSON.parse(installBlock('json', '"paths"'));
      project.write('tsconfig.json', {compilerOptions: {...compilerOptions, rootDir: '.', outDir: 'dist'}});
      await run(tsc, ['-p', project.path]);
      const stderr = expect.stringContaining(installBlock('text', 'ReferenceError'));
      for (const {node, major} of nodeReleases) {
        await expect(run(node, ['dist/index.js'], {cwd: project.path}), `Node.js ${major}`).rejects.toMatchObject({
          stderr,
        });
        expect((await run(node, ['dist/health.js'], {cwd: project.path})).stdout).toMatch(/status: 'UP'/);
      }
    },
    TIMEOUT,
  );
});
