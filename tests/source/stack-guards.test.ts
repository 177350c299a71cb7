import {readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {dependencySwaps} from '../../plugins/dependencies-as-published';
import {repoRoot} from '../../plugins/doc-code/pages';

const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf-8'));
const packageJson = readJson('package.json') as {dependencies: Record<string, string>};
const lockfile = readJson('package-lock.json') as {packages: Record<string, {version?: string}>};

/** Every source file of the site's own code: what a browser or the build runs. */
function siteSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(repoRoot, dir)).flatMap((name) => {
      const file = join(dir, name);
      if (statSync(join(repoRoot, file)).isDirectory()) return walk(file);
      return /\.(m?[jt]sx?)$/.test(name) ? [file] : [];
    });
  return [...walk('src'), ...walk('plugins'), 'docusaurus.config.ts'];
}

/** The module names a file imports, re-exports, requires or imports lazily. */
function importsOf(source: string): string[] {
  const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  return [...source.matchAll(specifier)].map(([, name]) => name);
}

describe('the browser runs React 19.1.0 as published (issue 15)', () => {
  it('pins react and react-dom to 19.1.0, and the lockfile installs exactly those', () => {
    for (const name of ['react', 'react-dom']) {
      expect(packageJson.dependencies[name], `package.json ${name}`).toBe('19.1.0');
      expect(lockfile.packages[`node_modules/${name}`]?.version, `package-lock.json ${name}`).toBe('19.1.0');
      expect((require(`${name}/package.json`) as {version: string}).version, `installed ${name}`).toBe('19.1.0');
    }
  });

  it('has no preact anywhere: not a dependency, not in the lockfile, not imported', () => {
    expect(Object.keys(lockfile.packages).filter((key) => /(^|\/)node_modules\/preact(\/|$)/.test(key))).toEqual([]);
    const importers = siteSources().filter((file) =>
      importsOf(readFileSync(join(repoRoot, file), 'utf-8')).some((name) => /^preact(\/|$)/.test(name)),
    );
    expect(importers).toEqual([]);
  });
});

describe('every dependency is bundled as published (plugins/dependencies-as-published)', () => {
  const installed = (name: string) => join(repoRoot, 'node_modules', name);

  it("lets Docusaurus's own aliases through: @site, @theme…, and react to the site's react", () => {
    const options = {
      resolve: {
        alias: {
          react: installed('react'),
          'react-dom': installed('react-dom'),
          '@site': repoRoot,
          '@theme/SearchBar': join(repoRoot, 'src/theme/SearchBar/index.tsx'),
          '@docusaurus/Link': installed('@docusaurus/core/lib/client/exports/Link.js'),
        },
      },
      plugins: [{}],
    };
    expect(dependencySwaps(options)).toEqual([]);
  });

  it('refuses an alias that points a package, or a file of one, at code outside it', () => {
    const options = {
      resolve: {
        alias: {
          react: 'preact/compat',
          'react-helmet-async': join(repoRoot, 'plugins/some-stand-in/index.ts'),
          mermaid$: join(repoRoot, 'plugins/mermaid-stand-in.ts'),
          'prism-react-renderer': installed('react'),
        },
      },
    };
    expect(dependencySwaps(options)).toHaveLength(4);
  });

  it('refuses a module replacement plugin', () => {
    class NormalModuleReplacementPlugin {}
    expect(dependencySwaps({plugins: [new NormalModuleReplacementPlugin()]})).toEqual([
      'a NormalModuleReplacementPlugin',
    ]);
  });
});

describe("the site imports no package's internals, but in an ejected theme component (issue 15)", () => {
  // A package's own folders behind its public entry points.
  const internal = /^(?:@[\w.-]+\/)?[\w-][\w.-]*\/(?:lib|dist|src|cjs|esm|build)\//;
  // An ejected swizzle says so in its first comment, with what changed and why.
  const isEjectedThemeComponent = (file: string, source: string) =>
    file.startsWith(join('src', 'theme')) && /^\/\*[\s\S]*?Ejected from [\s\S]*?\*\//.test(source.trimStart());

  it('finds internal imports only in ejected theme components', () => {
    const offenders = siteSources().flatMap((file) => {
      const source = readFileSync(join(repoRoot, file), 'utf-8');
      const internals = importsOf(source).filter((name) => internal.test(name));
      if (internals.length === 0 || isEjectedThemeComponent(file, source)) return [];
      return [`${relative('.', file)}: ${internals.join(', ')}`];
    });
    expect(offenders).toEqual([]);
  });

  it('recognises an internal import in each form the code can write it', () => {
    const source = [
      "import {a} from '@docusaurus/core/lib/client/prefetch';",
      "export * from 'pkg/dist/x.js';",
      "const b = await import('@docusaurus/theme-common/lib/utils/reactUtils');",
      "const c = require('infima/dist/js/x');",
      "import 'side-effect/lib/y';",
      "import {externalLinks} from './src/data/links';",
    ].join('\n');
    expect(importsOf(source).filter((name) => internal.test(name))).toHaveLength(5);
  });
});
