import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Prism} from 'prism-react-renderer';
import {beforeAll, describe, expect, it} from 'vitest';
import {codeBlocksOf, docPages, repoRoot} from '../../plugins/doc-code/pages';

// What the theme's config asks the theme to load on top of the grammars
// prism-react-renderer bundles.
const configSource = readFileSync(join(repoRoot, 'docusaurus.config.ts'), 'utf-8');
const additionalLanguages = JSON.parse(
  (/additionalLanguages: (\[[^\]]*\])/.exec(configSource)?.[1] ?? '[]').replaceAll("'", '"'),
) as string[];

// Fences that are not code: diagrams, and text shown as it is.
const notHighlighted = new Set(['', 'text']);

const usedLanguages = [
  ...new Set(
    docPages()
      .flatMap(codeBlocksOf)
      .map((block) => block.lang),
  ),
].filter((lang) => !notHighlighted.has(lang));

// Read before the additional grammars register themselves next to them.
const bundledLanguages = new Set(Object.keys(Prism.languages));

beforeAll(async () => {
  // As the theme's prism-include-languages does in the browser: the grammars
  // register themselves on the global Prism.
  (globalThis as {Prism?: typeof Prism}).Prism = Prism;
  for (const language of additionalLanguages) await import(`prismjs/components/prism-${language}.js`);
});

describe('code blocks are highlighted in every language the docs use', () => {
  it('has a grammar for each language, bundled or listed in themeConfig.prism.additionalLanguages', () => {
    expect(usedLanguages.length).toBeGreaterThanOrEqual(3);
    const missing = usedLanguages.filter((lang) => !Prism.languages[lang]);
    expect(missing, 'add these to themeConfig.prism.additionalLanguages').toEqual([]);
  });

  it('lists no language that prism-react-renderer already bundles', () => {
    // Each one listed is one more grammar in every page's JavaScript.
    expect(additionalLanguages.filter((lang) => bundledLanguages.has(lang))).toEqual([]);
  });
});
