import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {codeBlocksOf, docPages} from '../../plugins/doc-code/pages';

// The grammars themeConfig.prism.additionalLanguages asks the theme to load besides those prism-react-renderer bundles.
const additional: string[] = config.themeConfig.prism.additionalLanguages;

describe('code blocks are highlighted in every language the docs use', () => {
  it('has a grammar for each language (text aside), bundled or listed in additionalLanguages, and lists none bundled', () => {
    const used = new Set(docPages().flatMap((page) => codeBlocksOf(page).map((block) => block.lang)));
    const languages = [...used].filter((lang) => lang !== '' && lang !== 'text');
    expect(languages.length).toBeGreaterThanOrEqual(3);
    const missing = languages.filter((lang) => !Prism.languages[lang] && !additional.includes(lang));
    expect(missing, 'add these to themeConfig.prism.additionalLanguages').toEqual([]);
    // Each one listed is one more grammar in every page's JavaScript.
    expect(additional.filter((lang) => Prism.languages[lang])).toEqual([]);
  });
});
