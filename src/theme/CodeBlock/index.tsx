/*
 * Ejected from @docusaurus/theme-classic 3.8.1 (CodeBlock), without the `key` that re-creates every block once the
 * page has hydrated: the colour mode switches in an effect, which re-renders blocks in dark colours anyway. The extra
 * pass tokenized each block again, most of a guide's main-thread work on a phone (1,289 -> 1,149 ms, 390 px, 4x CPU
 * throttling). tests/e2e/colour-mode.spec.ts checks the colours.
 */
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {Children, isValidElement} from 'react';

export default function CodeBlock({children: rawChildren, ...props}: Props) {
  // Children that are only strings become one string, which can be copied; React elements stay as they are.
  const hasElements = Children.toArray(rawChildren).some((child) => isValidElement(child));
  const children = !hasElements && Array.isArray(rawChildren) ? rawChildren.join('') : rawChildren;
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return <Content {...props}>{children as string}</Content>;
}
