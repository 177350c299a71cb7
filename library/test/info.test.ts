import {arch, cpus, release, type} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {getInfo, getJavascriptInfo, getOutDirFromPackageJson, getRuntimeInfo} from '../src/index';
import {createWorkdir, type Workdir} from './support/workdir';

let workdir: Workdir;
beforeEach(() => {
  workdir = createWorkdir();
});
afterEach(() => {
  workdir.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('getOutDirFromPackageJson', () => {
  it('resolves to the outDir field of package.json in the working directory', async () => {
    workdir.write('package.json', {name: 'app', outDir: 'build/out'});
    await expect(workdir.within(getOutDirFromPackageJson)).resolves.toBe('build/out');
  });

  it('resolves to "dist" when package.json has no outDir', async () => {
    workdir.write('package.json', {name: 'app'});
    await expect(workdir.within(getOutDirFromPackageJson)).resolves.toBe('dist');
  });

  it('resolves to "dist" when there is no package.json', async () => {
    await expect(workdir.within(getOutDirFromPackageJson)).resolves.toBe('dist');
  });

  it('resolves to "dist" when package.json is not valid JSON', async () => {
    workdir.write('package.json', '{ not json');
    await expect(workdir.within(getOutDirFromPackageJson)).resolves.toBe('dist');
  });
});

describe('getJavascriptInfo', () => {
  it('describes Node.js with the v-prefixed process.version and V8', () => {
    expect(getJavascriptInfo()).toEqual({
      runtime: {name: 'Node.js', version: process.version},
      engine: {name: 'V8', version: process.versions.v8},
    });
    expect(getJavascriptInfo().runtime.version).toMatch(/^v\d+\./);
  });

  it('describes Deno from Deno.version', () => {
    vi.stubGlobal('Deno', {version: {deno: '2.1.4', v8: '13.0.245.12'}});
    expect(getJavascriptInfo()).toEqual({
      runtime: {name: 'Deno', version: '2.1.4'},
      engine: {name: 'V8', version: '13.0.245.12'},
    });
  });

  it('describes Bun with JavaScriptCore of unknown version, before Deno and Node.js', () => {
    vi.stubGlobal('Deno', {version: {deno: '2.1.4', v8: '13.0.245.12'}});
    vi.stubGlobal('Bun', {version: '1.2.3'});
    expect(getJavascriptInfo()).toEqual({
      runtime: {name: 'Bun', version: '1.2.3'},
      engine: {name: 'JavaScriptCore', version: 'Unknown'},
    });
  });

  it('says Unknown for every field on a runtime it does not recognise', () => {
    vi.stubGlobal('process', undefined);
    const info = getJavascriptInfo();
    vi.unstubAllGlobals();
    expect(info).toEqual({
      runtime: {name: 'Unknown', version: 'Unknown'},
      engine: {name: 'Unknown', version: 'Unknown'},
    });
  });
});

describe('getRuntimeInfo', () => {
  it('reports the OS, the process and the JavaScript runtime', () => {
    const info = getRuntimeInfo();
    expect(info.os).toEqual({name: type(), version: release(), arch: arch()});
    expect(info.process.pid).toBe(process.pid);
    expect(info.process.cpus).toBe(cpus().length);
    expect(Object.keys(info.process.memory).sort()).toEqual(['heapTotal', 'heapUsed', 'rss']);
    for (const bytes of Object.values(info.process.memory)) expect(bytes).toBeGreaterThan(0);
    expect(info.javascript).toEqual(getJavascriptInfo());
    expect(Object.keys(info)).toEqual(['os', 'process', 'javascript']);
  });
});

describe('getInfo', () => {
  const buildInfo = {
    git: {branch: 'main', commit: {id: 'abc1234', time: '2025-06-01T10:00:00+02:00'}},
    build: {name: 'shop', version: '1.4.0'},
  };

  it('merges <outDir>/actuator.info.json with the runtime info', async () => {
    workdir.write('package.json', {name: 'shop', outDir: 'out'});
    workdir.write('out/actuator.info.json', buildInfo);
    const info = await workdir.within(getInfo);
    expect(info.git).toEqual(buildInfo.git);
    expect(info.build).toEqual(buildInfo.build);
    expect(info.os).toEqual(getRuntimeInfo().os);
    expect(info.javascript).toEqual(getJavascriptInfo());
  });

  it('reads dist/actuator.info.json when package.json names no outDir', async () => {
    workdir.write('dist/actuator.info.json', {build: {name: 'x', version: '0.1.0'}});
    const info = await workdir.within(getInfo);
    expect(info.build).toEqual({name: 'x', version: '0.1.0'});
  });

  it('lets runtime fields win over fields of the same name in the file', async () => {
    workdir.write('dist/actuator.info.json', {os: 'from file', custom: 1});
    const info: Record<string, unknown> = {...(await workdir.within(getInfo))};
    expect(info.os).toEqual(getRuntimeInfo().os);
    expect(info.custom).toBe(1);
  });

  it('warns with the path it tried and resolves to runtime info alone when the file is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = await workdir.within(getInfo);
    expect(Object.keys(info)).toEqual(['os', 'process', 'javascript']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(join(workdir.path, 'dist', 'actuator.info.json'));
  });

  it('warns and resolves to runtime info alone when the file is not valid JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    workdir.write('dist/actuator.info.json', '{"git":');
    const info = await workdir.within(getInfo);
    expect(Object.keys(info)).toEqual(['os', 'process', 'javascript']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
