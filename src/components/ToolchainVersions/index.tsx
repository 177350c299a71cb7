import {optionalDependencies} from '@site/tests/toolchains/package.json';

/** The releases of a reader's toolchain that the tests run (tests/toolchains/package.json, the one file of them), as a
 * page names them: Node.js's lines ("22, 24 and 26"), or Bun's or Deno's minor release ("1.4"). */
export default function ToolchainVersions({of}: {of: 'node' | 'bun' | 'deno' | 'workerd'}): string {
  const versions = Object.entries(optionalDependencies).flatMap(([name, spec]) =>
    name === of || name.startsWith(`${of}-`) ? [spec.split('@').at(-1)?.split('.') ?? []] : [],
  );
  const names = versions.map(([major, minor]) => (of === 'node' ? `${major}` : `${major}.${minor}`));
  return new Intl.ListFormat('en-GB').format(names);
}
