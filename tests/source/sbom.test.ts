import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

interface Component {
  group?: string;
  name: string;
  version: string;
  components?: Component[];
}

function flatten(components: Component[] = []): Component[] {
  return components.flatMap((component) => [component, ...flatten(component.components)]);
}

describe('npm run sbom: a CycloneDX bill of materials of what ships', () => {
  const listed = new Map<string, Set<string>>();
  let bom: {bomFormat: string; specVersion: string};

  beforeAll(() => {
    execFileSync('npm', ['run', '--silent', 'sbom'], {cwd: root, stdio: 'pipe'});
    bom = JSON.parse(readFileSync(path.join(root, 'sbom.cdx.json'), 'utf8'));
    for (const {group, name, version} of flatten((bom as {components?: Component[]}).components)) {
      const id = group ? `${group}/${name}` : name;
      listed.set(id, (listed.get(id) ?? new Set()).add(version));
    }
  }, 120_000);

  it('is CycloneDX JSON', () => {
    expect(bom.bomFormat).toBe('CycloneDX');
    expect(Number(bom.specVersion)).toBeGreaterThanOrEqual(1.4);
  });

  it('lists every runtime dependency at its pinned version', () => {
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(listed.get(name), name).toContain(version);
    }
  });

  it('leaves out the test and lint tools, which only development needs', () => {
    const tools = ['vitest', '@playwright/test', '@biomejs/biome', 'cspell', 'lighthouse'];
    for (const name of tools) {
      expect(manifest.devDependencies, name).toHaveProperty([name]);
      expect(listed.has(name), name).toBe(false);
    }
  });
});
