import {lazy, type ReactNode, Suspense} from 'react';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

/**
 * Wraps the Mermaid theme's diagram so that Mermaid's code (about 1.3 MB of
 * JavaScript) loads only on pages that draw a diagram. The original imports
 * it eagerly and every MDX page references the component, so without this
 * every doc page downloaded it.
 */
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function LazyMermaid(props: Props): ReactNode {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <Mermaid {...props} />
    </Suspense>
  );
}
