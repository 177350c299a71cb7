import {realpathSync} from 'node:fs';
import {sep} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** What the guard reads of the bundler's options (webpack's and Rspack's alike). */
export interface BundlerOptions {
  resolve?: {alias?: Record<string, string | false | string[]> | {name: string; alias: string | false | string[]}[]};
  plugins?: unknown[];
}

/** Docusaurus's own module names, which its aliases define. */
const docusaurusNames = /^(@site|@generated|@theme|@theme-original|@theme-init|@docusaurus)(\/|$)/;
const packageOf = (request: string) => /^((?:@[\w.-]+\/)?[\w.-]+)/.exec(request)?.[1];

/** Whether `target` lies inside the installed package `name` (links resolved). */
function isInsidePackage(target: string, name: string): boolean {
  let real = target;
  try {
    real = realpathSync(target);
  } catch {}
  return `${real}${sep}`.includes(`${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`);
}

/**
 * The ways the options swap a dependency, or a file of one, for other code:
 * an alias named after a package whose target lies outside it, or a module
 * replacement plugin. Docusaurus's aliases (`@site`, `@theme…`, its react
 * and react-dom to the site's copies) pass. Empty when nothing is swapped.
 */
export function dependencySwaps({resolve, plugins = []}: BundlerOptions): string[] {
  const alias = resolve?.alias ?? {};
  const entries = Array.isArray(alias) ? alias.map((each) => [each.name, each.alias] as const) : Object.entries(alias);
  const swaps = entries.flatMap(([name, target]) => {
    const pkg = packageOf(name);
    if (docusaurusNames.test(name) || !pkg) return [];
    return [target]
      .flat()
      .filter((each) => each === false || !isInsidePackage(each, pkg))
      .map((each) => `alias ${name} → ${each || 'nothing'}`);
  });
  const replacements = plugins
    .map((plugin) => (plugin as {constructor?: {name?: string}} | null)?.constructor?.name ?? '')
    .filter((name) => name.endsWith('ModuleReplacementPlugin'));
  return [...swaps, ...replacements.map((name) => `a ${name}`)];
}

/** Fails the build, `npm start` included, when the bundler, as every plugin left it, would swap a dependency's code. */
export default function pluginDependenciesAsPublished(): Plugin {
  const check = (options: BundlerOptions) => {
    const swaps = dependencySwaps(options);
    if (swaps.length > 0)
      throw new Error(
        `dependencies-as-published: ${swaps.join('; ')}. Extend Docusaurus through its public surface instead.`,
      );
  };
  return {
    name: 'dependencies-as-published',
    configureWebpack: () => ({plugins: [{apply: (compiler: {options: BundlerOptions}) => check(compiler.options)}]}),
  };
}
