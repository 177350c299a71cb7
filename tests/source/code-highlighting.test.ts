import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {themes, Highlight as UpstreamHighlight} from 'prism-react-renderer';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeAll, describe, expect, it} from 'vitest';
import {Highlight} from '../../plugins/lean-prism/client/Highlight';
import {Prism} from '../../plugins/lean-prism/client/prism';
import {codeBlocksOf, docPages, includedFile, repoRoot} from './support/doc-code-blocks';

type RenderProps = Parameters<Parameters<typeof Highlight>[0]['children']>[0];

// What the theme's config asks the theme to load on top of plugins/lean-prism.
const configSource = readFileSync(join(repoRoot, 'docusaurus.config.ts'), 'utf-8');
const additionalLanguages = JSON.parse(
  (/additionalLanguages: (\[[^\]]*\])/.exec(configSource)?.[1] ?? '[]').replaceAll("'", '"'),
) as string[];

// Fences that are not code: diagrams, and text shown as it is.
const notHighlighted = new Set(['', 'mermaid', 'text']);

const blocks = docPages()
  .flatMap(codeBlocksOf)
  .map((block) => {
    const file = includedFile(block);
    return file ? {...block, code: readFileSync(join(repoRoot, file), 'utf-8')} : block;
  });

beforeAll(async () => {
  // As the theme's prism-include-languages does in the browser.
  for (const language of additionalLanguages) await import(`prismjs/components/prism-${language}.js`);
});

describe('code blocks are highlighted with the lean Prism of plugins/lean-prism', () => {
  it('knows a grammar for every language the docs use', () => {
    const used = [...new Set(blocks.map((block) => block.lang))].filter((lang) => !notHighlighted.has(lang));
    expect(used.length).toBeGreaterThanOrEqual(3);
    const missing = used.filter((lang) => !Prism.languages[lang]);
    expect(missing, 'add these to themeConfig.prism.additionalLanguages').toEqual([]);
  });

  it('renders every code block of the docs exactly as prism-react-renderer does, in both colour themes', () => {
    const render = (element: ReactElement) => renderToStaticMarkup(element);
    const lines = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps) =>
      createElement(
        'pre',
        {className, style},
        tokens.map((line, i) =>
          createElement(
            'span',
            {key: i, ...getLineProps({line, className: i === 0 ? 'first' : undefined})},
            line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
          ),
        ),
      );
    const codeBlocks = blocks.filter((block) => !notHighlighted.has(block.lang));
    expect(codeBlocks.length).toBeGreaterThanOrEqual(20);
    for (const theme of [themes.vsLight, themes.dracula]) {
      for (const {file, line, lang, code} of codeBlocks) {
        const props = {code, language: lang, theme, children: lines};
        const ours = render(createElement(Highlight, props));
        // The same Prism for both, so only the rendering is compared.
        const upstream = render(createElement(UpstreamHighlight, {...props, prism: Prism}));
        expect(ours, `${file}:${line}`).toBe(upstream);
      }
    }
  });

  it('marks tokens with their types, so a keyword is coloured', () => {
    const props = {
      code: 'const ok = true;\n\nexport {ok};',
      language: 'ts',
      theme: themes.vsLight,
      children: ({tokens, getTokenProps}: RenderProps) =>
        createElement(
          'code',
          null,
          tokens.flat().map((token, i) => createElement('span', {key: i, ...getTokenProps({token})})),
        ),
    };
    const html = renderToStaticMarkup(createElement(Highlight, props));
    expect(html).toContain('<span class="token keyword" style="color:rgb(0, 0, 255)">const</span>');
    // The empty middle line keeps a placeholder so it still takes a line's height.
    expect(html).toContain('<span class="token plain" style="display:inline-block">\n</span>');
  });
});
