import {Children} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type {Props} from '@theme/CodeInline';
import styles from './styles.module.css';

const Word = ({children}: {children: string}) => <span className={styles.token}>{children}</span>;

/**
 * Inline code that breaks only at its spaces: browsers also break after a hyphen, a slash or a question
 * mark, which split `--allow-sys` into `--` and `allow-sys`. Each run of other characters is kept whole.
 */
export default function CodeInlineWrapper({children, ...props}: Props) {
  const parts = Children.toArray(children);
  if (!parts.every((part) => typeof part === 'string')) return <CodeInline {...props}>{children}</CodeInline>;
  // Odd indexes are the runs of other characters than spaces (Children.map gives each a key).
  const words = Children.map(parts.join('').split(/(\S+)/), (word, i) => (i % 2 ? <Word>{word}</Word> : word));
  return <CodeInline {...props}>{words}</CodeInline>;
}
