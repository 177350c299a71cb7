import {copyFileSync, existsSync, readFileSync} from 'node:fs';
import {delimiter, dirname, join} from 'node:path';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Nodes} from 'mdast';
import {afterAll, describe, expect, it, type TestContext} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import {includedFile, mdx, parsePage, repoRoot} from '../../plugins/doc-code/pages';
import healthSelf from '../../src/data/samples/health-self.json';
import {cleanEnv, freePort, installBlock, need, nodeReleases, run, serve, start, toolchain} from './support/reader';

// The setup pages as a reader follows them, in an empty folder: Installation's blocks in order, in the tabs of a
// package manager and a TypeScript 7 fix; then every titled file of the pages in those tabs, type-checked and run as
// the pages say. npm installs the published package packed once; Bun and Deno install it from the registry.
const flags = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];
const packed = createWorkdir();
afterAll(packed.remove);
const pack = ['pack', join(repoRoot, 'node_modules/published-actuatorjs'), ...flags];
const {stdout: packName} = await run('npm', pack, {cwd: packed.path, env: cleanEnv()});
const tarball = join(packed.path, packName.trim().split('\n').at(-1) ?? '');

type Block = {section: string; lang: string; title: string; code: string};
const pages = ['docs/main/install.mdx', 'docs/main/examples.mdx', 'src/pages/_quick-start.mdx'];
pages.push(...['actuator', 'health', 'info'].map((guide) => `docs/main/guides/${guide}.mdx`));

/** A page's code blocks and run commands (inline `node x.ts`) in the tabs `choice` picks (tab group → value), in
 * order, each with the anchor of its section. A tab of a group `choice` leaves out is read, unless `strict`. */
function readerBlocks(page: string, choice: Record<string, string>, strict = false): Block[] {
  const {text, sections} = parsePage(page);
  const blocks: Block[] = [];
  const attribute = (node: Nodes, name: string) =>
    node.type === 'mdxJsxFlowElement' ? node.attributes.find((a) => 'name' in a && a.name === name)?.value : undefined;
  const walk = (node: Nodes, group: string) => {
    const line = node.position?.start.line ?? 0;
    const section = sections.filter((heading) => heading.line <= line).at(-1)?.id ?? '';
    if (node.type === 'code') {
      const [file, meta] = [includedFile({meta: node.meta ?? ''}), node.meta ?? ''];
      const code = file ? readFileSync(join(repoRoot, file), 'utf-8') : node.value;
      blocks.push({section, lang: `${node.lang}`, title: /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1] ?? '', code});
    }
    if (node.type === 'inlineCode' && runCommand.test(node.value))
      blocks.push({section, lang: 'run', title: '', code: node.value});
    if (node.type === 'inlineCode' && node.value.startsWith('npm install '))
      blocks.push({section, lang: 'install', title: '', code: node.value});
    const [chosen, element] = [choice[group], 'name' in node ? node.name : ''];
    if (element === 'TabItem' && (chosen === undefined ? strict : chosen !== attribute(node, 'value'))) return;
    const inner = element === 'Tabs' ? String(attribute(node, 'groupId') ?? '') : group;
    if ('children' in node) for (const child of node.children) walk(child as Nodes, inner);
  };
  walk(mdx.parse(escapeMarkdownHeadingIds(text)) as Nodes, '');
  return blocks;
}

/** A command that runs a reader's file: `node server.ts`, `bun run bun.ts`, `deno run --allow-net deno.ts`. */
const runCommand = /^(node|bun|bun run|deno run(?: --allow-[a-z]+)*) ([\w-]+\.m?ts)$/;
/** Installation's sections that give another resolution than its tsconfig.json, and the install for production. */
const [ELSEWHERE, PRODUCTION] = ['with-node16-or-nodenext', 'keep-typescript-out-of-production'];
const eresolve = installBlock('text', 'ERESOLVE');
const upstream = await serve((_request, response) => response.writeHead(200, {connection: 'close'}).end());
afterAll(() => upstream.close());
/** What a command printed on stderr when it failed, or '' when it passed. */
const stderrOf = (command: Promise<unknown>) => command.then(() => '').catch((error) => `${error.stderr}`);

/** A reader of `manager` (npm, bun, deno) with a TypeScript 7 fix or none, and the Node.js server tabs or Bun's or
 * Deno's: an empty folder (for TypeScript 7, the project Installation's ERESOLVE output names), and their steps. */
function reader(manager: string, fix: string, {onTestFinished, skip}: TestContext) {
  const choice = {
    'package-manager': manager,
    'typescript-7-fix': fix,
    server: manager === 'npm' ? 'node-http' : manager,
  };
  const install = readerBlocks('docs/main/install.mdx', choice, true).filter(({section}) => section !== ELSEWHERE);
  // The other pages' blocks; a guide may say to install what its code imports (`npm install pg`).
  const others = pages.slice(1).flatMap((page) => readerBlocks(page, choice));
  const read = [...install, ...readerBlocks('docs/main/install.mdx', choice), ...others];
  const folder = createWorkdir();
  onTestFinished(folder.remove);
  const [, name, version] = /While resolving: (\S+)@(\S+)/.exec(eresolve) ?? [];
  const typescript = /dev typescript@"([^"]+)" from the root project/.exec(eresolve)?.[1];
  if (fix !== 'none') folder.write('package.json', {name, version, devDependencies: {typescript}});
  const env = (node = process.execPath) => cleanEnv({PATH: `${dirname(node)}${delimiter}${process.env.PATH}`});
  /** A shell line of the page, run as the reader runs it; for npm, the package's name means the packed package. */
  const shell = (line: string, cwd = folder.path) => {
    const [tool = '', ...args] = line.split(' ');
    if (tool !== 'npm') return run(need(toolchain(tool), skip), args, {cwd, env: env()});
    const argv = [...args.map((arg) => (arg === '@actuatorjs/actuatorjs' ? tarball : arg)), ...flags];
    return run('npm', argv, {cwd, env: env()});
  };
  const lines = (blocks: Block[]) =>
    blocks
      .flatMap(({lang, code}) => (lang === 'bash' ? code.split('\n') : []))
      .filter((line) => line.startsWith(`${manager} `) && !runCommand.test(line));
  /** Runs the steps before production and writes the pages' files; resolves to the steps that failed. */
  const setUp = async () => {
    const failed: string[] = [];
    if (fix !== 'none') await shell('npm install');
    for (const block of install.filter(({section}) => section !== PRODUCTION)) {
      const manifest = join(folder.path, 'package.json');
      const current = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf-8')) : {};
      if (block.title === 'package.json') folder.write('package.json', {...current, ...JSON.parse(block.code)});
      if (block.title === 'tsconfig.json') folder.write('tsconfig.json', block.code);
      for (const line of lines([block])) {
        const error = await stderrOf(shell(line));
        if (error) failed.push(`${line}: ${error.includes(eresolve) ? 'the page’s ERESOLVE' : error}`);
      }
    }
    for (const {lang, code} of manager === 'npm' ? others : [])
      if (lang === 'install') failed.push(...[await stderrOf(shell(code))].filter(Boolean));
    for (const {title, code} of read) if (/^[\w-]+\.m?ts$/.test(title)) folder.write(title, code);
    return failed;
  };
  // The pages' commands that run a file of this reader's folder with this reader's runtime.
  const runtime = manager === 'npm' ? 'node' : manager;
  const runs = new Set(read.flatMap(({lang, code}) => (lang === 'run' ? [code] : code.split('\n'))));
  const file = (line: string) => join(folder.path, `${runCommand.exec(line)?.[2]}`);
  const commands = () => [...runs].filter((line) => line.startsWith(`${runtime} `) && existsSync(file(line)));
  const production = lines(install.filter(({section}) => section === PRODUCTION));
  return {folder, shell, env, setUp, commands, production};
}

/** Runs a page's command (`node server.ts`) with `runtime` in `folder`: check.mts prints the health the page shows; a
 * server answers /actuator/health (with a query) with 200, and stops with all its processes. */
async function runs(command: string, runtime: string, folder: string, env: NodeJS.ProcessEnv) {
  const [, ...args] = command.split(' ');
  if (command.endsWith('check.mts'))
    return expect(JSON.parse((await run(runtime, args, {cwd: folder, env})).stdout), command).toEqual(healthSelf);
  const [port, management] = [await freePort(), await freePort()];
  const ports = {PORT: `${port}`, MANAGEMENT_PORT: `${management}`, HOST: '127.0.0.1', UPSTREAM_URL: upstream.url};
  const url = `http://127.0.0.1:${port}/actuator/health`;
  const server = await start([runtime, ...args], folder, {...env, ...ports}, url);
  const {status} = await fetch(`${url}?probe=1`).finally(server.stop);
  expect(status, command).toBe(200);
}

describe('Installation, followed with npm in an empty folder, sets up a project where the pages’ code compiles and runs', {
  timeout: 240_000,
}, () => {
  const fixes = ['none', 'overrides', 'legacy-peer-deps'].map((fix) => ({fix, typescript: fix === 'none' ? 5 : 7}));
  it.concurrent.for(fixes)(
    'TypeScript $typescript, fix: $fix: installs, type-checks, runs on each Node.js, installs for production',
    async ({fix, typescript}, test) => {
      const {onTestFinished, expect, skip} = test;
      const {folder, shell, env, setUp, commands, production} = reader('npm', fix, test);
      // With TypeScript 7, the first install stops with the page's ERESOLVE, before the fix; nothing else fails.
      expect(await setUp()).toEqual(fix === 'none' ? [] : ['npm install @actuatorjs/actuatorjs: the page’s ERESOLVE']);
      const tsc = join(folder.path, 'node_modules/.bin/tsc');
      expect((await run(tsc, ['--version'])).stdout).toMatch(`Version ${typescript}.`);
      const checked = await run(tsc, ['--pretty', 'false'], {cwd: folder.path}).catch((error) => error);
      expect(`${checked.stdout}`.match(/^\S+: error TS\d+/gm), 'tsc with the page’s tsconfig.json').toBeNull();
      expect(commands()).toEqual(expect.arrayContaining(['node server.ts', 'node check.mts', 'node production.ts']));
      // The pages' servers on each Node.js line (the installed project is the same for every fix).
      for (const {node} of fix === 'none' ? nodeReleases : [])
        for (const command of commands()) await runs(command, need(node, skip), folder.path, env(need(node, skip)));
      // Production: the project's package files and its server alone, installed by the page's line.
      const image = createWorkdir();
      onTestFinished(image.remove);
      for (const file of ['package.json', 'package-lock.json', '.npmrc', 'server.ts'])
        if (existsSync(join(folder.path, file))) copyFileSync(join(folder.path, file), join(image.path, file));
      expect(production).not.toEqual([]);
      for (const line of production) expect(await stderrOf(shell(line, image.path)), line).toBe('');
      expect(existsSync(join(image.path, 'node_modules/typescript')), 'TypeScript in production').toBe(
        fix === 'overrides',
      );
      await runs('node server.ts', need(nodeReleases.at(-1)?.node ?? toolchain('node-26'), skip), image.path, env());
    },
  );
});

describe('Installation, followed with Bun or Deno by their tabs, runs the pages’ code for that runtime', () => {
  it.concurrent.for(['bun', 'deno'])('%s', async (manager, test) => {
    const {folder, setUp, commands, env} = reader(manager, 'none', test);
    expect(await setUp()).toEqual([]);
    expect(commands()).toEqual(expect.arrayContaining([expect.stringMatching(/check\.mts$/), expect.anything()]));
    for (const command of commands()) await runs(command, need(toolchain(manager), test.skip), folder.path, env());
  });
});
