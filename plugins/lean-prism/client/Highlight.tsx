import clsx from 'clsx';
import type {CSSProperties, ReactElement} from 'react';
import {useMemo} from 'react';
// Types only: the real package describes the contract this module keeps.
import type {Highlight as Original, PrismTheme, Token} from 'prism-react-renderer';
import {Prism} from './prism';
import {linesOf} from './lines';

type Props = Parameters<typeof Original>[0];
type RenderProps = Parameters<Props['children']>[0];
type StyleByType = Record<string, CSSProperties>;

/**
 * prism-react-renderer's `Highlight`, as the theme's CodeBlock uses it: it
 * tokenizes `code` with Prism, splits the tokens into lines, and hands the
 * lines to `children` with helpers that give each line and token its class
 * names and its colours from the theme.
 */
export function Highlight({code, language: languageProp, theme, prism = Prism, children}: Props): ReactElement {
  const language = languageProp.toLowerCase();
  const styles = useMemo(() => (theme ? stylesOf(theme, language) : {}), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => linesOf(grammar ? prism.tokenize(code, grammar) : [code]), [prism, code, grammar]);

  const getLineProps: RenderProps['getLineProps'] = ({className, style, line: _line, ...rest}) => ({
    ...rest,
    className: clsx('token-line', className),
    style: {...styles.plain, ...style},
  });

  const getTokenProps: RenderProps['getTokenProps'] = ({token, className, style, ...rest}) => ({
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: style ? {...tokenStyle(token, styles), ...style} : tokenStyle(token, styles),
  });

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    getLineProps,
    getTokenProps,
  }) as ReactElement;
}

/**
 * The theme as one style per token type; later entries win. `root` is the
 * block's own style, `plain` the same without its background.
 */
function stylesOf(theme: PrismTheme, language: string): StyleByType {
  const styles: StyleByType = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) styles[type] = {...styles[type], ...(style as CSSProperties)};
  }
  styles.root = theme.plain as CSSProperties;
  styles.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return styles;
}

/** A token's colours; the placeholder of an empty line keeps the line's height. */
function tokenStyle({types, empty}: Token, styles: StyleByType): CSSProperties | undefined {
  if (types.length === 1) {
    if (types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
    if (empty) return styles[types[0]];
  }
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => styles[type]));
}
