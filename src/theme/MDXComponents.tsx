/**
 * Wraps the theme's MDX components (`@theme-original/MDXComponents`).
 *
 * What changed and why: markdown tables scroll sideways on narrow screens
 * (Infima makes them `display: block; overflow: auto`), and a scrollable
 * region must be reachable from the keyboard (WCAG 2.1.1, axe rule
 * scrollable-region-focusable), so every table is focusable. And the
 * `<CodeInfo>` the build wraps code blocks in (plugins/doc-code) loads its
 * code with the first page that has one, not with every page: until it
 * arrives, the server's HTML stays as it is (React hydrates the block once
 * loaded) or, on a page reached in the browser, the plain block shows.
 */
import {type ComponentProps, lazy, Suspense} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
  return <table tabIndex={0} {...props} />;
}

const CodeInfoBlock = lazy(() => import(/* webpackChunkName: "code-info" */ '@site/src/components/CodeInfo'));

function CodeInfo(props: ComponentProps<typeof CodeInfoBlock>) {
  return (
    <Suspense fallback={props.children}>
      <CodeInfoBlock {...props} />
    </Suspense>
  );
}

export default {...MDXComponents, table: Table, CodeInfo};
