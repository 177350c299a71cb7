/**
 * `npm run build` where git cannot date the pages (plugins/last-update-from-git):
 *  - from a source archive: the tracked files without `.git`, as
 *    `git archive HEAD | tar -x`, a "Download ZIP" or a container build
 *    context give them;
 *  - from a shallow clone, as actions/checkout makes by default.
 * Each is built in a temporary directory from this working tree's files (so
 * uncommitted changes are tested too) and compared with the repository's own
 * build in build/. The dependencies are this checkout's, linked rather than
 * installed again; the Rspack cache is left out, so each build starts cold.
 */
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildDir, elementsOf, textOf} from '../support/built-site';

const root = join(import.meta.dirname, '..', '..');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, {recursive: true, force: true});
});

/** The files `git archive` would hold once this working tree is committed. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
}

function copyTrackedFiles(to: string): void {
  for (const file of trackedFiles()) {
    mkdirSync(dirname(join(to, file)), {recursive: true});
    cpSync(join(root, file), join(to, file));
  }
  // Every installed package, linked; not node_modules/.cache, which holds
  // the repository's own build caches.
  mkdirSync(join(to, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(root, 'node_modules', entry), join(to, 'node_modules', entry));
  }
}

function temporaryDir(kind: string): string {
  const dir = mkdtempSync(join(tmpdir(), `actuatorjs-${kind}-`));
  made.push(dir);
  return dir;
}

/** A source archive: the working tree's files, no `.git`. */
function sourceArchive(): string {
  const dir = temporaryDir('archive');
  copyTrackedFiles(dir);
  return dir;
}

/** A clone one commit deep, with the working tree's files on top of it. */
function shallowClone(): string {
  const dir = temporaryDir('shallow');
  execFileSync('git', ['clone', '--quiet', '--depth', '1', '--no-checkout', `file://${root}`, dir]);
  copyTrackedFiles(dir);
  return dir;
}

interface Build {
  code: number | null;
  output: string;
  site: string;
}

/** `npm run build` in the directory, as a maintainer would run it. */
function npmRunBuild(site: string): Promise<Build> {
  // Vitest sets NODE_ENV=test; a build sets its own.
  const {NODE_ENV: _, ...env} = process.env;
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'build'], {cwd: site, env: {...env, NO_UPDATE_NOTIFIER: '1'}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({code, output, site}));
  });
}

/** The pages of a build (HTML, Markdown copies, llms.txt, sitemap), without the hashed assets. */
function pagesOf(build: string): string[] {
  return readdirSync(build, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(html|md|txt|xml)$/.test(file) && !file.startsWith('assets'))
    .sort();
}

const titleOf = (html: string) => elementsOf(fromHtml(html), 'title').map(textOf)[0];

/** Lines of the build's output that Docusaurus or our config print as warnings. */
const warningsIn = (output: string) => output.split('\n').filter((line) => /\[WARNING\]/.test(line));

/** The build succeeded, and its one warning says the pages are undated, and why. */
function expectBuiltWithOneWarning(build: Build, reason: RegExp): void {
  expect(build.code, build.output).toBe(0);
  const warnings = warningsIn(build.output);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('[WARNING] Pages are built without their "Last updated" dates: ');
  expect(warnings[0]).toMatch(reason);
  expect(build.output, 'git errors printed').not.toContain('fatal:');
}

function expectNoDates(build: Build): void {
  const out = join(build.site, 'build');
  for (const page of pagesOf(out).filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(join(out, page), 'utf8');
    expect(html, page).not.toMatch(/itemprop=["']?dateModified/);
    expect(html, page).not.toContain('Last updated');
  }
  expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('<lastmod>');
}

describe('a build from a source archive, without .git', () => {
  let build: Build;
  beforeAll(async () => {
    build = await npmRunBuild(sourceArchive());
  }, 300_000);

  it('succeeds, with one warning: the pages have no "Last updated" dates, since there is no git repository', () => {
    expectBuiltWithOneWarning(build, /dates: this directory is not a git repository/);
  });

  it('builds the same pages, with the same titles, as the repository does', () => {
    const pages = pagesOf(join(build.site, 'build'));
    expect(pages).toEqual(pagesOf(buildDir));
    for (const page of pages.filter((file) => file.endsWith('.html'))) {
      const title = titleOf(readFileSync(join(build.site, 'build', page), 'utf8'));
      expect(title, page).toBe(titleOf(readFileSync(join(buildDir, page), 'utf8')));
    }
  });

  it('dates no page, and gives the sitemap no lastmod', () => {
    expectNoDates(build);
  });
});

describe('a build from a shallow clone', () => {
  let build: Build;
  beforeAll(async () => {
    build = await npmRunBuild(shallowClone());
  }, 300_000);

  it('succeeds, with one warning: the clone is shallow, so the pages have no "Last updated" dates', () => {
    expectBuiltWithOneWarning(build, /dates: this is a shallow clone/);
  });

  it('does not date every page with its one commit: it dates none', () => {
    expectNoDates(build);
  });
});
