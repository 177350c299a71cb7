import {existsSync, realpathSync} from 'node:fs';
import {sep} from 'node:path';
import type {Plugin} from '@docusaurus/types';

type Alias = Record<string, string | false | string[]> | {name: string; alias: string | false | string[]}[];

/**
 * How the bundler's options swap a dependency, or a file of one, for other code: an alias named after a
 * package whose target lies outside it, or a module replacement plugin. Docusaurus's aliases (`@site`,
 * `@theme…`, and react and react-dom to the site's copies) pass. Empty when nothing is swapped.
 */
export function dependencySwaps({resolve, plugins = []}: {resolve?: {alias?: Alias}; plugins?: unknown[]}): string[] {
  const alias = resolve?.alias ?? {};
  const entries = Array.isArray(alias) ? alias.map((each) => [each.name, each.alias] as const) : Object.entries(alias);
  const swaps = entries.flatMap(([name, target]) => {
    const pkg = /^((?:@[\w.-]+\/)?[\w.-]+)/.exec(name)?.[1];
    if (!pkg || /^(@site|@generated|@theme(-original|-init)?|@docusaurus)(\/|$)/.test(name)) return [];
    const home = `${sep}node_modules${sep}${pkg.split('/').join(sep)}${sep}`;
    const inside = (path: string) => `${existsSync(path) ? realpathSync(path) : path}${sep}`.includes(home);
    return [target].flat().flatMap((each) => (each === false || !inside(each) ? [`alias ${name} → ${each}`] : []));
  });
  const names = plugins.map((plugin) => (plugin as object | null)?.constructor?.name ?? '');
  return [...swaps, ...names.filter((name) => name.endsWith('ModuleReplacementPlugin')).map((name) => `a ${name}`)];
}

/** Fails the build and `npm start` when the bundler, as every plugin left it, would swap a dependency's code. */
export default function pluginDependenciesAsPublished(): Plugin {
  const apply = (compiler: {options: Parameters<typeof dependencySwaps>[0]}) => {
    const swaps = dependencySwaps(compiler.options).join('; ');
    if (swaps) throw new Error(`dependencies-as-published: ${swaps}. Use Docusaurus's public surface.`);
  };
  return {name: 'dependencies-as-published', configureWebpack: () => ({plugins: [{apply}]})};
}
