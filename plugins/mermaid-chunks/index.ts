import {existsSync, readFileSync, realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Mermaid's code out of the chunk every doc page loads.
 *
 * Docusaurus moves a module into a shared "common" chunk when more than half
 * of all chunks use it. Mermaid splits each diagram type into its own chunk,
 * so its parsers (langium, chevrotain, d3…) qualify, and "common" grew by
 * about 650 KB that every doc page downloaded. Here "common" takes no module
 * of Mermaid's dependency tree; those stay in the chunks that load with a
 * diagram (see src/theme/Mermaid).
 */
export default function pluginMermaidChunks(): Plugin {
  const mermaidDirs = dependencyTree(
    'mermaid',
    path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-mermaid')),
  );
  const isMermaidModule = (resource: string | undefined) =>
    resource !== undefined && mermaidDirs.some((dir) => resource.startsWith(dir));

  return {
    name: 'mermaid-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: {
                test: (module: object) => !isMermaidModule('resource' in module ? String(module.resource) : undefined),
              },
            },
          },
        },
      };
    },
  };
}

/** The folders (real paths, with a trailing separator) of a package and all it depends on. */
function dependencyTree(name: string, from: string): string[] {
  const dirs = new Set<string>();
  const visit = (pkg: string, parentDir: string) => {
    const dir = packageDir(pkg, parentDir);
    if (!dir || dirs.has(dir)) return;
    dirs.add(dir);
    const {dependencies = {}} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf-8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency, dir);
  };
  visit(name, from);
  return [...dirs].map((dir) => `${dir}${path.sep}`);
}

/** Where Node would find `pkg` from `fromDir`, walking up node_modules folders. */
function packageDir(pkg: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}
