/**
 * Wraps inline code (`@theme-original/CodeInline`) so that a line breaks
 * only at its spaces: browsers also break after a hyphen, which split
 * `--allow-sys` into `--` and `allow-sys` at the end of a line. Each run of
 * non-space characters is kept whole; the copied text is unchanged.
 */
import {Children, type ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeInlineType>;

function keepTokensWhole(text: string): ReactNode[] {
  return text.split(/(\s+)/).map((part, index) =>
    !part.includes('-') || /\s/.test(part) ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never move.
      <span key={index} className={styles.token}>
        {part}
      </span>
    ),
  );
}

export default function CodeInlineWrapper({children, ...props}: Props): ReactNode {
  const parts = Children.toArray(children);
  const text = parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
  return <CodeInline {...props}>{text === undefined ? children : keepTokensWhole(text)}</CodeInline>;
}
