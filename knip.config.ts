import {existsSync} from 'node:fs';
import type {KnipConfig} from 'knip';

// `npm run lint` fails on an unused file, export or dependency, or an import of an undeclared one. Knip's plugins read
// the configs of Docusaurus, Vitest, Playwright, TypeDoc and GitHub Actions; below is what no config names.

export default {
  entry: [
    // Swizzled theme components and client modules: Docusaurus loads them by path.
    'src/theme/**/*.{ts,tsx,jsx}',
    'src/clientModules/*.ts',
    // Imported by the MDX that doc-code's remark step writes into pages; the page of the route plugins/releases adds.
    'src/components/CodeInfo/OnIntent.tsx',
    'src/components/Releases/index.tsx',
    // Loaded by path: doc-code's webpack loader, the library's `generate-info` command.
    'plugins/doc-code/loader.cjs',
    'library/bin/*.ts',
    // The docs include these (`file=<rootDir>/…`, a frozen release its own copies, once there is one: a pattern that
    // matches nothing is a hint on every run) and tests/source runs or compiles them.
    'examples/*.ts',
    ...(existsSync('versioned_docs') ? ['versioned_docs/*/_included/examples/*.ts'] : []),
    'tests/fixtures/**/*.{ts,js}',
  ],
  typescript: {config: ['tsconfig.json', 'library/tsconfig.json', 'examples/tsconfig.json']},
  // The library is the published package's source: a type it exports and uses in the same file stays as published.
  ignoreExportsUsedInFile: {interface: true, type: true},
  ignoreDependencies: [
    // Named by examples/tsconfig.json's `types: ["deno"]`, which TypeScript resolves in @types first (knip: `deno`).
    '@types/deno',
    // Not in the list of @docusaurus/core's client modules that knip's Docusaurus plugin knows.
    '@docusaurus/ErrorBoundary',
    // Knip's reading of the theme `@easyops-cn/docusaurus-search-local`, which Docusaurus loads by that name.
    '@easyops-cn/docusaurus-theme-docusaurus-search-local',
    // The search plugin's optional peer, which its search bar (ejected in src/theme/SearchBar) imports only for Ask AI.
    'open-ask-ai',
  ],
} satisfies KnipConfig;
