import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {buildDir} from './support/built-page';

// plugins/mermaid-prebuilt: Mermaid is served as its published ES modules,
// under assets/mermaid/<version>/, and never bundled.
const require = createRequire(import.meta.url);
const mermaidDist = join(require.resolve('mermaid/package.json'), '..', 'dist');
const {version} = require('mermaid/package.json') as {version: string};
const servedDir = join(buildDir, 'assets', 'mermaid', version);
const bundleFiles = readdirSync(join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'));

describe('Mermaid in the build (plugins/mermaid-prebuilt)', () => {
  test('the entry module and every chunk it can import are served, byte for byte as published', () => {
    const chunks = readdirSync(join(mermaidDist, 'chunks', 'mermaid.esm.min'))
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => join('chunks', 'mermaid.esm.min', file));
    const notAsPublished = ['mermaid.esm.min.mjs', ...chunks].filter(
      (file) =>
        !existsSync(join(servedDir, file)) ||
        !readFileSync(join(servedDir, file)).equals(readFileSync(join(mermaidDist, file))),
    );
    expect(chunks.length).toBeGreaterThan(10);
    expect(notAsPublished).toEqual([]);
  });

  test('the bundle imports Mermaid from that URL and holds none of its code', () => {
    const scripts = bundleFiles.map((file) => readFileSync(join(buildDir, 'assets', 'js', file), 'utf-8'));
    expect(scripts.filter((script) => script.includes(`assets/mermaid/${version}/mermaid.esm.min.mjs`))).toHaveLength(
      1,
    );
    // A string of Mermaid's own that any bundled copy of it carries.
    expect(scripts.filter((script) => script.includes('No diagram type detected'))).toEqual([]);
  });
});
