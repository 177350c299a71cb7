/**
 * Build-time errors the spec lists, checked by building a one-doc fixture
 * site (tests/fixtures/minimal-site) copied to a temporary directory, with
 * the real site's settings for broken links: the real site never holds
 * anything broken.
 */
import {spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';

const root = resolve(__dirname, '../..');
const fixture = join(root, 'tests/fixtures/minimal-site');
const docusaurusBin = join(root, 'node_modules/.bin/docusaurus');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, {recursive: true, force: true});
});

interface Case {
  /** Options of the classic preset's docs plugin. */
  docs?: object;
  navbarItems?: unknown[];
  /** Extra or replaced files, path → content. */
  files?: Record<string, string>;
}

/** Copies the fixture to a temporary directory with the config of one case. */
function fixtureSite({docs = {}, navbarItems = [], files = {}}: Case): string {
  const dir = mkdtempSync(join(tmpdir(), 'actuatorjs-fixture-'));
  made.push(dir);
  cpSync(fixture, dir, {recursive: true});
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const config = {
    title: 'Fixture',
    url: 'https://example.com',
    baseUrl: '/',
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
    future: {v4: true, experimental_faster: true},
    presets: [['classic', {docs: {sidebarPath: './sidebars.js', ...docs}, blog: false}]],
    themeConfig: {navbar: {items: navbarItems}},
  };
  writeFileSync(join(dir, 'docusaurus.config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Builds the fixture site; resolves with the exit code and everything printed. */
function build(site: Case): Promise<{code: number | null; output: string}> {
  const siteDir = fixtureSite(site);
  return new Promise((done) => {
    const child = spawn(docusaurusBin, ['build', '--out-dir', join(siteDir, 'build')], {
      cwd: siteDir,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_IGNORE_SSG_WARNINGS: 'false'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({code, output}));
  });
}

describe('configuration errors stop the build, naming what is wrong', {concurrent: true, timeout: 240_000}, () => {
  async function failsNaming(site: Case, what: RegExp) {
    const {code, output} = await build(site);
    expect(code).not.toBe(0);
    expect(output).toMatch(what);
  }

  test('an unknown docs version name', () => failsNaming({docs: {lastVersion: '9.9.9'}}, /9\.9\.9/));
  test('a doc-sidebar navbar item without a sidebar', () =>
    failsNaming({navbarItems: [{type: 'docSidebar', label: 'Docs'}]}, /sidebarId/));
  test('an unknown navbar item type', () =>
    failsNaming({navbarItems: [{type: 'no-such-type', label: 'X'}]}, /no-such-type/));
  test('a sidebar naming an unknown doc id', () =>
    failsNaming({files: {'sidebars.js': "export default {docs: ['intro', 'no-such-doc']};\n"}}, /no-such-doc/));
});

describe('errors raised when the site is built', {concurrent: true, timeout: 240_000}, () => {
  test('a navbar doc item with an unknown doc id fails the build, naming the id', async () => {
    const {code, output} = await build({navbarItems: [{type: 'doc', docId: 'no-such-doc', label: 'Missing'}]});
    expect(code).not.toBe(0);
    expect(output).toMatch(/Couldn't find any doc with id "no-such-doc"/);
  });

  test('a doc-sidebar navbar item with an unknown sidebar id fails the build, naming the id', async () => {
    const {code, output} = await build({navbarItems: [{type: 'docSidebar', sidebarId: 'no-such-sidebar', label: 'X'}]});
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-such-sidebar/);
  });

  test('a broken link fails the build', async () => {
    const {code, output} = await build({files: {'docs/other.md': '# Other\n\nSee [nowhere](/no-such-page).\n'}});
    expect(code).not.toBe(0);
    expect(output).toMatch(/broken link/i);
    expect(output).toMatch(/no-such-page/);
  });

  test('a broken anchor and a duplicate route only warn: the build succeeds', async () => {
    const {code, output} = await build({
      files: {
        'docs/intro.md': '# Intro\n\nSee [a missing heading](/docs/intro#no-such-heading).\n',
        // A page at the path of an existing doc: two routes for /docs/other.
        'src/pages/docs/other.md': '# Other, again\n',
      },
    });
    expect(code, output).toBe(0);
    expect(output).toMatch(/\[WARNING\][\s\S]*broken anchor/i);
    expect(output).toMatch(/\[WARNING\][\s\S]*duplicate routes/i);
  });

  // The markdown check only warns, as configured; but the unresolved link
  // stays in the page as a plain link to a missing page, which the broken
  // link check (onBrokenLinks: 'throw', as on the real site) then rejects.
  test('a broken markdown link is only a warning of the markdown check, but its dead link still fails the build', async () => {
    const {code, output} = await build({
      files: {'docs/other.md': '# Other\n\nSee [a missing file](./no-such-file.md).\n'},
    });
    expect(output).toMatch(/\[WARNING\] Docs markdown link couldn't be resolved: \(\.\/no-such-file\.md\)/);
    expect(code).not.toBe(0);
    expect(output).toMatch(/broken links/i);
  });
});
