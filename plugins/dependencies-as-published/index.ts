import {realpathSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Fails the build, `npm start` included, when the bundler would swap a
 * dependency, or a file of one, for other code: an alias whose name is a
 * package but whose target lies outside that package, or one of the
 * bundler's module replacement plugins. Every dependency runs as published,
 * the same in the browser as in the server render.
 *
 * It reads the bundler's options as they are when it compiles, after every
 * plugin and theme has had its say. Docusaurus's own aliases (`@site`,
 * `@generated`, `@theme…`, `@docusaurus/…`) and its aliases of `react` and
 * `react-dom` to the site's copies are what they should be and pass.
 * tests/source/stack-guards.test.ts covers the rule.
 */
export default function pluginDependenciesAsPublished(): Plugin {
  return {
    name: 'dependencies-as-published',
    configureWebpack() {
      return {plugins: [{apply: (compiler: Compiler) => assertDependenciesAsPublished(compiler.options)}]};
    },
  };
}

interface Compiler {
  options: BundlerOptions;
}

export interface BundlerOptions {
  resolve?: {alias?: Record<string, string | false | string[]> | unknown[]};
  plugins?: unknown[];
}

/** Docusaurus's own module names, which its aliases define. */
const docusaurusNames = /^(@site|@generated|@theme|@theme-original|@theme-init|@docusaurus)(\/|$)/;

/** The package an import names: `react-dom/client` → `react-dom`, `@scope/a/b` → `@scope/a`. */
function packageOf(request: string): string | undefined {
  const match = /^((?:@[\w.-]+\/)?[\w.-][\w.-]*)/.exec(request.replace(/\$$/, ''));
  return match?.[1];
}

function realpath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** Whether `target` is a file or folder of the package `name` (as installed, links resolved). */
function isInsidePackage(target: string, name: string): boolean {
  const parts = realpath(target).split(path.sep);
  const nameParts = name.split('/');
  return parts.some(
    (_, index) =>
      parts[index] === 'node_modules' && nameParts.every((part, offset) => parts[index + 1 + offset] === part),
  );
}

/** The ways `options` swaps a dependency for other code; empty when it swaps none. */
export function dependencySwaps(options: BundlerOptions): string[] {
  const swaps: string[] = [];
  const alias = options.resolve?.alias;
  const entries = Array.isArray(alias)
    ? alias.map((each) => {
        const {name, alias: target} = each as {name: string; alias: string | false | string[]};
        return [name, target] as const;
      })
    : Object.entries(alias ?? {});
  for (const [name, target] of entries) {
    if (docusaurusNames.test(name)) continue;
    const pkg = packageOf(name);
    if (!pkg) continue;
    const targets = Array.isArray(target) ? target : [target];
    for (const each of targets) {
      if (each === false || !isInsidePackage(String(each), pkg)) {
        swaps.push(`alias ${name} → ${each === false ? 'nothing' : each}`);
      }
    }
  }
  for (const plugin of options.plugins ?? []) {
    const name = (plugin as {constructor?: {name?: string}} | null)?.constructor?.name ?? '';
    if (/ModuleReplacementPlugin$/.test(name)) swaps.push(`a ${name}`);
  }
  return swaps;
}

export function assertDependenciesAsPublished(options: BundlerOptions): void {
  const swaps = dependencySwaps(options);
  if (swaps.length > 0) {
    throw new Error(
      `dependencies-as-published: the bundler would replace dependencies' code: ${swaps.join('; ')}. ` +
        'Extend Docusaurus through its public surface (swizzle, config, plugin lifecycle) instead.',
    );
  }
}
