import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import HydrateLater from '@site/src/components/HydrateLater';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type {ReactNode} from 'react';

/**
 * A doc's breadcrumbs hydrate in a task of their own. Only a rendered trail
 * (one `nav`) can wait: on a page outside the sidebar the original renders
 * nothing, and then it is left as it is.
 */
export default function DocBreadcrumbsHydratingLater(): ReactNode {
  if (!useSidebarBreadcrumbs()) return <DocBreadcrumbs />;
  return (
    <HydrateLater>
      <DocBreadcrumbs />
    </HydrateLater>
  );
}
