import type {ComponentProps} from 'react';
import ResponseFields from '@site/src/components/ResponseFields';
import MDXComponents from '@theme-original/MDXComponents';

/** A Markdown table scrolls sideways on a narrow screen, so it can take focus to scroll from the keyboard. */
function Table(props: ComponentProps<'table'>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table, ResponseFields};
