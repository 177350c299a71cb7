/**
 * Wraps inline code (`@theme-original/CodeInline`) so that a line breaks
 * only at its spaces: browsers also break after a hyphen, a slash or a
 * question mark, which split `--allow-sys` into `--` and `allow-sys` at the
 * end of a line. Each run of non-space characters is kept whole; the copied
 * text is unchanged.
 */
import {Children, type ReactNode} from 'react';
import clsx from 'clsx';
import type {WrapperProps} from '@docusaurus/types';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeInlineType>;

/** The text split at its spaces, each run of other characters in an unbreakable span. */
function keepTokensWhole(text: string): ReactNode[] {
  return text.split(/(\s+)/).map((part, index) =>
    part === '' || /\s/.test(part) ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never move.
      <span key={index} className={styles.token}>
        {part}
      </span>
    ),
  );
}

export default function CodeInlineWrapper({children, className, ...props}: Props): ReactNode {
  const parts = Children.toArray(children);
  const text = parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
  // One token (the usual case): the whole element is kept on one line.
  const whole = text !== undefined && !/\s/.test(text);
  return (
    <CodeInline {...props} className={clsx(className, whole && styles.token) || undefined}>
      {text === undefined || whole ? children : keepTokensWhole(text)}
    </CodeInline>
  );
}
