/*
 * The search bar's code (the search plugin's SearchBar, a chunk of its own) loads and runs only when the reader reaches
 * for it: pointer over it, focus in it, its keyboard shortcut, or idle time after load. Until then hydration leaves the
 * bar the server rendered as it is (same markup, look, name, placeholder); the swap keeps the text typed and the focus.
 * It buys about 5 KB gzip of every page's first-visit JS (home 163,588 → 158,498 B, `npm run bench`, 2026-11-26); Total
 * Blocking Time within the bench's spread (home 1.42× (0.88–1.66) before, 0.82× (0.34–2.46) after).
 */
import {useEffect, useLayoutEffect, useRef, useState} from 'react';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import AsBuilt, {onIntent, useAsBuilt, useOnIntent} from '@site/src/components/AsBuilt';
import {searchShortcut} from '@site/site-facts.mjs';
import styles from './styles.module.css';

// The plugin's search bar, ejected (./SearchBar.jsx) to leave out hits that lack a word of the query.
const searchBar = onIntent(() => import(/* webpackChunkName: "search-bar" */ './SearchBar'));

export default function SearchBarOnIntent() {
  // Rendered on the server, and at once in a navbar mounted anew on the client (another layout's page).
  const asBuilt = useAsBuilt();
  const {loaded, start} = useOnIntent(searchBar, asBuilt);
  const [swapped, setSwapped] = useState(!asBuilt);
  const island = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (swapped) return start(); // at once in a navbar mounted anew
    const input = island.current?.querySelector('input');
    // Focused or typed in before the app started; focusing the built bar loads the search bar (onFocus below).
    if (input && (input.value || document.activeElement === input)) start();
    // `mod+k`: Ctrl+K, or ⌘K on a Mac, as the search bar itself reads it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== searchShortcut.split('+').at(-1) || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      input?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(start);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, {once: true});
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [swapped, start]);

  // Once the search bar has rendered, the server's bar gives it its text and focus, and goes, before a paint.
  useLayoutEffect(() => {
    const [from, to] = [island, live].map((ref) => ref.current?.querySelector('input'));
    if (!loaded || !from || !to) return;
    to.value = from.value;
    if (document.activeElement === from) {
      to.focus();
      to.setSelectionRange(from.selectionStart, from.selectionEnd);
    }
    setSwapped(true);
  }, [loaded]);
  return [
    loaded && (
      <div key="live" ref={live} className={styles.contents}>
        {/* As the plugin's own SearchBar wraps it; the navbar's gives it no toggle to call. */}
        <DocsPreferredVersionContextProvider>
          <loaded.default handleSearchBarToggle={undefined} />
        </DocsPreferredVersionContextProvider>
      </div>
    ),
    !swapped && (
      <AsBuilt key="built" ref={island} className={styles.contents} {...{onFocus: start, onPointerOver: start}} />
    ),
  ];
}
