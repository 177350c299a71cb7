/*
 * The search bar's code (@easyops-cn/docusaurus-search-local's SearchBar, a chunk of its own) loads and runs only
 * when the reader reaches for it: pointer over it, focus in it, its keyboard shortcut, or idle time after load.
 * Until then the page keeps the bar the server rendered, untouched by hydration: the same markup, look, name and
 * placeholder, nothing moves. The swap keeps the text typed and the focus (the bar reads both once mounted).
 * It buys about 5 KB gzip of every page's first-visit JavaScript (home 163,588 → 158,498 B; ratio to the stock
 * Docusaurus template 1.07× → 1.04×, `npm run bench`, 2026-11-26). Its share of Total Blocking Time is within the
 * bench's spread (home 1.42× (0.88–1.66) before, 0.82× (0.34–2.46) after, 5 interleaved runs).
 */
import {lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState} from 'react';
import AsBuilt, {useAsBuilt} from '@site/src/components/AsBuilt';
import {searchShortcut} from '@site/src/data/search';
import styles from './styles.module.css';

const SearchBar = lazy(() => import(/* webpackChunkName: "search-bar" */ '@theme-original/SearchBar'));

/** Calls `then` once, after committing: when the lazy search bar has rendered. */
function Mounted({then}: {then: () => void}): ReactNode {
  useLayoutEffect(() => then(), [then]);
  return null;
}

/** `mod+k`: Ctrl+K, or ⌘K on a Mac, as the search bar itself reads it. */
const isShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === searchShortcut.split('+').at(-1) && (event.ctrlKey || event.metaKey);

export default function SearchBarOnIntent(): ReactNode {
  // Rendered on the server, and at once in a navbar mounted anew on the client (another layout's page).
  const asBuilt = useAsBuilt();
  const [wanted, setWanted] = useState(!asBuilt);
  const [swapped, setSwapped] = useState(!asBuilt);
  const island = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const input = island.current?.querySelector('input');
    // Focused or typed in before the app started.
    if (input && (input.value || document.activeElement === input)) want();
    // Focusing the built bar loads the search bar (onFocus below).
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      input?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(want);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, {once: true});
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  // The text and focus of the server's bar go to the search bar, then the server's bar goes, before a paint.
  const swap = () => {
    const from = island.current?.querySelector('input');
    const to = live.current?.querySelector('input');
    if (from && to) {
      to.value = from.value;
      if (document.activeElement === from) {
        to.focus();
        to.setSelectionRange(from.selectionStart, from.selectionEnd);
      }
    }
    setSwapped(true);
  };

  const want = () => setWanted(true);
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
