import {lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState} from 'react';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

/**
 * Wraps the Mermaid theme's diagram so that Mermaid's code (about 1.3 MB of
 * JavaScript) loads only for a diagram the reader is about to see. The
 * original imports it eagerly and every MDX page references the component,
 * so without this every doc page downloaded it; and drawing a diagram blocks
 * a phone's main thread for a second or more, so it waits until the diagram
 * is within a screen's height of the viewport.
 */
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function LazyMermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  const room = <div ref={placeholder} className={styles.placeholder} aria-busy="true" />;
  if (!near) return room;
  return (
    <Suspense fallback={room}>
      <Mermaid {...props} />
    </Suspense>
  );
}

/** Whether the element has come within one viewport height of the screen (then stays true). */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
