import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf, docPages} from '../../plugins/doc-code/pages';

const require = createRequire(import.meta.url);

describe('code blocks are highlighted in every language the docs use', () => {
  it('has a grammar for each language (text aside): bundled by prism-react-renderer, or one of prismjs the page imports', () => {
    const used = new Set(docPages().flatMap((page) => codeBlocksOf(page).map((block) => block.lang)));
    const languages = [...used].filter((lang) => lang !== '' && lang !== 'text');
    expect(languages.length).toBeGreaterThanOrEqual(3);
    const missing = languages.filter((lang) => {
      if (Prism.languages[lang]) return false;
      try {
        return !require.resolve(`prismjs/components/prism-${lang}`);
      } catch {
        return true;
      }
    });
    expect(missing, 'no grammar for these').toEqual([]);
  });
});
