/**
 * Runs the same scenarios against our source and the published
 * @actuatorjs/actuatorjs@0.0.5 (installed as "published-actuatorjs") and
 * expects equal results, so that the docs describe what users install.
 * Process ids and memory figures are left out: they differ between calls.
 * published-types.test.ts compares their exports and types.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as published from 'published-actuatorjs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import * as ours from '../src/index';
import {runOurGenerateInfo, runPublishedGenerateInfo} from './support/generate-info';
import {createWorkdir} from './support/workdir';

// Their types are the same (published-types.test.ts), but classes with private
// fields are only assignable to themselves: the scenarios take either as ours.
type Library = typeof ours;
const implementations = {ours, published: published as unknown as Library};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const delay = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Health scenarios: each builds indicators with one library and returns getHealth(). */
const healthScenarios: Record<string, (lib: Library) => Promise<unknown>> = {
  'no indicators': (lib) => new lib.HealthCheck([]).getHealth(),
  'all UP with details': (lib) =>
    new lib.HealthCheck([
      new lib.SimpleHealthIndicator('db', async () => ({status: 'UP', details: {latencyMs: 2}})),
      new lib.SimpleHealthIndicator('cache', async () => ({status: 'UP'})),
    ]).getHealth(),
  'one DOWN': (lib) =>
    new lib.HealthCheck([
      new lib.SimpleHealthIndicator('db', async () => ({status: 'UP'})),
      new lib.SimpleHealthIndicator('queue', async () => ({status: 'DOWN', details: {lag: 1200}})),
    ]).getHealth(),
  'throws an Error': (lib) =>
    new lib.HealthCheck([
      new lib.SimpleHealthIndicator('db', async () => {
        throw new Error('connection refused');
      }),
    ]).getHealth(),
  'rejects with a string': (lib) =>
    new lib.HealthCheck([new lib.SimpleHealthIndicator('db', () => Promise.reject('timeout'))]).getHealth(),
  'rejects with a number': (lib) =>
    new lib.HealthCheck([{getName: () => 'n', check: () => Promise.reject(7)}]).getHealth(),
  'throws synchronously': (lib) =>
    new lib.HealthCheck([
      {
        getName: () => 'sync',
        check: () => {
          throw new TypeError('bad config');
        },
      },
    ]).getHealth(),
  'duplicate names, last to finish wins': (lib) =>
    new lib.HealthCheck([
      {getName: () => 'twin', check: () => delay(30, {status: 'DOWN' as const, details: {n: 1}})},
      {getName: () => 'twin', check: () => delay(5, {status: 'UP' as const, details: {n: 2}})},
    ]).getHealth(),
  'subclass of AbstractHealthIndicator': (lib) => {
    class Disk extends lib.AbstractHealthIndicator {
      async check() {
        return {status: 'UP' as const, details: {freeBytes: 1024}};
      }
    }
    const disk = new Disk('disk');
    return new lib.HealthCheck([disk]).getHealth().then((health) => ({name: disk.getName(), health}));
  },
  'through the Actuator': (lib) =>
    new lib.Actuator(
      new lib.HealthCheck([new lib.SimpleHealthIndicator('self', async () => ({status: 'UP'}))]),
    ).getHealth(),
};

describe('conformance with @actuatorjs/actuatorjs@0.0.5: health', () => {
  for (const [name, scenario] of Object.entries(healthScenarios)) {
    it(`gives the same result: ${name}`, async () => {
      const [mine, theirs] = await Promise.all([scenario(ours), scenario(implementations.published)]);
      expect(mine).toEqual(theirs);
      // Same key order too, since it shows in the JSON a reader sees.
      expect(JSON.stringify(mine)).toBe(JSON.stringify(theirs));
    });
  }
});

/** Removes the figures that change between calls. */
function stable(info: object) {
  const {process: proc, ...rest} = info as {process?: {cpus: number}};
  return {...rest, process: proc ? {cpus: proc.cpus} : undefined};
}

const workdirs: Record<string, Record<string, string | object>> = {
  'no package.json': {},
  'package.json without outDir': {'package.json': {name: 'a', version: '1.0.0'}},
  'package.json with outDir and an info file': {
    'package.json': {name: 'a', version: '1.0.0', outDir: 'out'},
    'out/actuator.info.json': {git: null, build: {name: 'a', version: '1.0.0'}, extra: [1, 2]},
  },
  'invalid package.json': {'package.json': '{oops'},
  'invalid info file': {'dist/actuator.info.json': 'not json'},
};

describe('conformance with @actuatorjs/actuatorjs@0.0.5: info', () => {
  for (const [name, files] of Object.entries(workdirs)) {
    it(`gives the same outDir and info: ${name}`, async () => {
      const workdir = createWorkdir(files);
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const outDir = (lib: Library) => workdir.within(() => lib.getOutDirFromPackageJson());
        expect(await outDir(ours)).toBe(await outDir(implementations.published));
        const info = (lib: Library) => workdir.within(() => lib.getInfo());
        expect(stable(await info(ours))).toEqual(stable(await info(implementations.published)));
        const viaActuator = (lib: Library) => workdir.within(() => new lib.Actuator(new lib.HealthCheck([])).getInfo());
        expect(stable(await viaActuator(ours))).toEqual(stable(await viaActuator(implementations.published)));
      } finally {
        workdir.remove();
      }
    });
  }

  for (const [name, files] of Object.entries(workdirs)) {
    it(`logs the same warnings, word for word: ${name}`, async () => {
      const workdir = createWorkdir(files);
      const warnings = async (lib: Library) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        try {
          await workdir.within(() => lib.getInfo());
          return warn.mock.calls.map((args) => args.map(String).join(' '));
        } finally {
          warn.mockRestore();
        }
      };
      try {
        expect(await warnings(ours)).toEqual(await warnings(implementations.published));
      } finally {
        workdir.remove();
      }
    });
  }

  const runtimes: Record<string, () => void> = {
    'Node.js': () => {},
    Deno: () => vi.stubGlobal('Deno', {version: {deno: '2.1.4', v8: '13.0.245.12'}}),
    Bun: () => vi.stubGlobal('Bun', {version: '1.2.3'}),
  };
  for (const [runtime, stub] of Object.entries(runtimes)) {
    it(`describes ${runtime} the same way`, () => {
      stub();
      expect(ours.getJavascriptInfo()).toEqual(implementations.published.getJavascriptInfo());
      expect(stable(ours.getRuntimeInfo())).toEqual(stable(implementations.published.getRuntimeInfo()));
    });
  }
});

describe('conformance with @actuatorjs/actuatorjs@0.0.5: generate-info', () => {
  const setups: Record<string, Record<string, string | object>> = {
    'outside git': {'package.json': {name: 'svc', version: '0.3.0'}},
    'with outDir': {'package.json': {name: 'svc', version: '0.3.0', outDir: 'build/app'}},
    'in a git repository': {'package.json': {name: 'svc', version: '0.3.0'}},
  };
  for (const [name, files] of Object.entries(setups)) {
    it(`writes the same file: ${name}`, () => {
      const [mine, theirs] = [createWorkdir(files), createWorkdir(files)];
      try {
        if (name === 'in a git repository') {
          for (const dir of [mine, theirs]) {
            const git = (...args: string[]) =>
              execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {cwd: dir.path});
            git('init', '-q', '-b', 'main');
            git('add', '.');
            git('commit', '-q', '-m', 'c', '--date', '2025-01-02T03:04:05Z');
          }
        }
        expect(runOurGenerateInfo(mine.path).status).toBe(0);
        expect(runPublishedGenerateInfo(theirs.path).status).toBe(0);
        const outDir = (files['package.json'] as {outDir?: string}).outDir ?? 'dist';
        const read = (dir: string) => JSON.parse(readFileSync(join(dir, outDir, 'actuator.info.json'), 'utf-8'));
        const [a, b] = [read(mine.path), read(theirs.path)];
        // Commit ids and times differ between two repositories; compare their shape.
        if (a.git) {
          expect(a.git.commit.id).toMatch(/^[0-9a-f]{7,}$/);
          expect(Number.isNaN(Date.parse(a.git.commit.time))).toBe(false);
          a.git.commit = b.git.commit = 'compared above';
        }
        expect(a).toEqual(b);
      } finally {
        mine.remove();
        theirs.remove();
      }
    });
  }

  it('fails the same way without package.json', () => {
    const [mine, theirs] = [createWorkdir(), createWorkdir()];
    try {
      expect(runOurGenerateInfo(mine.path).status).toBe(1);
      expect(runPublishedGenerateInfo(theirs.path).status).toBe(1);
    } finally {
      mine.remove();
      theirs.remove();
    }
  });
});
