/*
 * The search bar's code (the search plugin's SearchBar, a chunk of its own) loads and runs only when the reader reaches
 * for it: pointer over it, focus in it, its keyboard shortcut, or idle time after load. Until then hydration leaves the
 * bar the server rendered as it is (same markup, look, name, placeholder); the swap keeps the text typed and the focus.
 * It buys about 5 KB gzip of every page's first-visit JS (home 163,588 → 158,498 B, `npm run bench`, 2026-11-26); Total
 * Blocking Time within the bench's spread (home 1.42× (0.88–1.66) before, 0.82× (0.34–2.46) after).
 */
import {lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState} from 'react';
import AsBuilt, {useAsBuilt} from '@site/src/components/AsBuilt';
import {searchShortcut} from '@site/site-facts.mjs';
import styles from './styles.module.css';

const SearchBar = lazy(() => import(/* webpackChunkName: "search-bar" */ '@theme-original/SearchBar'));

/** Calls `then` once, after committing: when the lazy search bar has rendered. */
function Mounted({then}: {then: () => void}): ReactNode {
  useLayoutEffect(() => then(), [then]);
  return null;
}

export default function SearchBarOnIntent(): ReactNode {
  // Rendered on the server, and at once in a navbar mounted anew on the client (another layout's page).
  const asBuilt = useAsBuilt();
  const [wanted, setWanted] = useState(!asBuilt);
  const [swapped, setSwapped] = useState(!asBuilt);
  const island = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const want = () => setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    const input = island.current?.querySelector('input');
    // Focused or typed in before the app started; focusing the built bar loads the search bar (onFocus below).
    if (input && (input.value || document.activeElement === input)) setWanted(true);
    // `mod+k`: Ctrl+K, or ⌘K on a Mac, as the search bar itself reads it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== searchShortcut.split('+').at(-1) || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      input?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => setWanted(true));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, {once: true});
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  // The text and focus of the server's bar go to the search bar, then the server's bar goes, before a paint.
  const swap = () => {
    const [from, to] = [island, live].map((ref) => ref.current?.querySelector('input'));
    if (from && to) to.value = from.value;
    if (from && to && document.activeElement === from) {
      to.focus();
      to.setSelectionRange(from.selectionStart, from.selectionEnd);
    }
    setSwapped(true);
  };
  return [
    wanted && (
      <div key="live" ref={live} className={styles.contents}>
        <Suspense fallback={null}>
          <SearchBar />
          {!swapped && <Mounted then={swap} />}
        </Suspense>
      </div>
    ),
    !swapped && (
      <AsBuilt key="built" ref={island} className={styles.contents} {...{onFocus: want, onPointerOver: want}} />
    ),
  ];
}
