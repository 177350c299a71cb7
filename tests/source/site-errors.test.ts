import {execFile} from 'node:child_process';
import {cpSync, symlinkSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, test} from 'vitest';
import {createWorkdir} from '../../library/test/support/workdir';
import {repoRoot} from '../../plugins/doc-code/pages';

// Build-time errors, checked by building a one-doc fixture site (tests/fixtures/minimal-site) with one fault added.
/** Options of the docs plugin, navbar items, and extra or replaced files (path → content). */
type Fault = {docs?: object; navbarItems?: unknown[]; files?: Record<string, string>};

/** Builds the fixture with `fault`; resolves with the exit code and everything printed. */
async function build({docs = {}, navbarItems = [], files = {}}: Fault) {
  const site = createWorkdir();
  cpSync(join(repoRoot, 'tests/fixtures/minimal-site'), site.path, {recursive: true});
  symlinkSync(join(repoRoot, 'node_modules'), join(site.path, 'node_modules'), 'dir');
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
  site.write('docusaurus.config.mjs', `export default ${JSON.stringify(config)};\n`);
  for (const [path, content] of Object.entries(files)) site.write(path, content);
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  const built = promisify(execFile)(join(repoRoot, 'node_modules/.bin/docusaurus'), ['build'], {cwd: site.path, env});
  const {code = 0, stdout, stderr} = await built.catch((error) => error).finally(site.remove);
  return {code, output: `${stdout}${stderr}`};
}

describe('a configuration or link error stops the build, naming it', {concurrent: true, timeout: 240_000}, () => {
  test.each<[string, Fault, RegExp[]]>([
    ['an unknown docs version name', {docs: {lastVersion: '9.9.9'}}, [/9\.9\.9/]],
    ['a doc-sidebar navbar item without a sidebar', {navbarItems: [{type: 'docSidebar', label: 'X'}]}, [/sidebarId/]],
    ['an unknown navbar item type', {navbarItems: [{type: 'no-such-type', label: 'X'}]}, [/no-such-type/]],
    [
      'a sidebar naming an unknown doc id',
      {files: {'sidebars.js': "export default {docs: ['no-such-doc']};\n"}},
      [/no-such-doc/],
    ],
    [
      'a failing navbar item: a doc-sidebar item with an unknown sidebar id',
      {navbarItems: [{type: 'docSidebar', sidebarId: 'no-such-sidebar', label: 'X'}]},
      [/no-such-sidebar/],
    ],
    [
      // The unresolved Markdown link stays in the page as a link to a missing page, which the link check rejects.
      'a broken link, and the dead link a broken Markdown link leaves',
      {files: {'docs/other.md': '# Other\n\n[Nowhere](/no-such-page), [a missing file](./no-such-file.md).\n'}},
      [/no-such-page/, /no-such-file\.md/],
    ],
  ])('%s', async (_name, fault, named) => {
    const {code, output} = await build(fault);
    expect(code).not.toBe(0);
    for (const name of named) expect(output).toMatch(name);
  });

  test('a broken anchor and a duplicate route: the build succeeds and reports both', async () => {
    const {code, output} = await build({
      files: {
        'docs/intro.md': '# Intro\n\nSee [a missing heading](/docs/intro#no-such-heading).\n',
        // A page at the path of an existing doc: two routes for /docs/other.
        'src/pages/docs/other.md': '# Other, again\n',
      },
    });
    expect(code, output).toBe(0);
    expect(output).toMatch(/no-such-heading/);
    expect(output).toMatch(/duplicate routes[\s\S]*\/docs\/other/i);
  });
});
