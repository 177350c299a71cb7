import {Children, type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type {Props} from '@theme/CodeInline';
import styles from './styles.module.css';

/**
 * Inline code that breaks only at its spaces: browsers also break after a hyphen, a slash or a question
 * mark, which split `--allow-sys` into `--` and `allow-sys`. Each run of other characters is kept whole.
 */
export default function CodeInlineWrapper({children, ...props}: Props): ReactNode {
  const parts = Children.toArray(children);
  if (!parts.every((part) => typeof part === 'string')) return <CodeInline {...props}>{children}</CodeInline>;
  const words = parts.join('').split(/(\s+)/);
  return (
    <CodeInline {...props}>
      {words.map((word, index) =>
        /\S/.test(word) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed string never move.
          <span key={index} className={styles.token}>
            {word}
          </span>
        ) : (
          word
        ),
      )}
    </CodeInline>
  );
}
