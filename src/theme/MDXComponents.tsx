/**
 * Wraps the theme's MDX components (`@theme-original/MDXComponents`).
 *
 * What changed and why: markdown tables scroll sideways on narrow screens
 * (Infima makes them `display: block; overflow: auto`), and a scrollable
 * region must be reachable from the keyboard (WCAG 2.1.1, axe rule
 * scrollable-region-focusable), so every table is focusable. Guides write
 * `<ResponseFields of="…" />` without importing it.
 */
import type {ComponentProps} from 'react';
import ResponseFields from '@site/src/components/ResponseFields';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table, ResponseFields};
