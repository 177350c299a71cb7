/*
 * Ejected from @docusaurus/theme-classic 3.8.1 (theme/CodeBlock/index.js).
 *
 * What changed: the original re-creates every code block once the page has
 * hydrated (a `key` that flips when `useIsBrowser()` turns true), so that a
 * dark-mode reader does not keep the light token colours rendered at build
 * time. Since Docusaurus 3.x the colour mode starts as the default on the
 * client too and switches in an effect, which re-renders the blocks with the
 * dark theme like any other state change, so the extra pass only cost time:
 * re-creating every block, tokenizing its code a second time, was most of the
 * main-thread work of a guide page on a phone. tests/e2e/code-blocks.spec.ts
 * checks the colours on light and dark visits and after a switch, and
 * tests/e2e/api-links.spec.ts that no link in code is rebuilt by hydration.
 *
 * What it buys under React 19 (2026-11-24, the same build with and without
 * this file, 390 px, 4x CPU throttling, Chromium's TaskDuration from
 * navigation to 1.5 s after hydration, median of 7 alternated loads): the
 * guide 1,149 ms of main-thread work against 1,289 ms, the Examples page
 * 1,272 against 1,334 ms; script time 447 against 524 ms and 483 against
 * 565 ms.
 */
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {Children, isValidElement, type ReactNode} from 'react';

/**
 * Children as one plain string when they are only strings, so that the block
 * can be copied; React elements are left as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockContent = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockContent {...props}>{children as string}</CodeBlockContent>;
}
