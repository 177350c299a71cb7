import {
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';
import SearchBoxPlaceholder from '@site/src/components/SearchBoxPlaceholder';

/**
 * Wraps the search plugin's search bar so that its code loads only when the
 * reader reaches for the search box: hovers, touches or focuses it, or presses
 * Ctrl/Cmd+K or "/" (src/clientModules/searchSlashShortcut.ts focuses it).
 * Until then the page shows SearchBoxPlaceholder, which looks the same.
 *
 * What it buys: the search bar's code and stylesheet leave the entry bundle
 * that every page loads and hydrates, and most visits never search. Measured
 * 2026-11-24 on `docusaurus build`: main.js 142.4 KB gzipped with the search
 * bar in it, 136.8 KB without.
 *
 * The placeholder stays until the real search bar is in the page; then the
 * real input gets the placeholder's focus and text, as if typed there, and
 * the placeholder goes, before the browser paints.
 */
const SearchBar = lazy(() => import('@theme-original/SearchBar'));

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const placeholderInput = useRef<HTMLInputElement>(null);
  const want = useCallback(() => setWanted(true), []);
  const handedOver = useCallback(() => setLoaded(true), []);
  useShortcutBeforeLoad(placeholderInput, !wanted);

  return (
    <div ref={container} style={{display: 'contents'}}>
      {!loaded && <SearchBoxPlaceholder onIntent={want} inputRef={placeholderInput} />}
      {wanted && (
        <Suspense fallback={null}>
          <SearchBar {...props} />
          <HandOver container={container} from={placeholderInput} onDone={handedOver} />
        </Suspense>
      )}
    </div>
  );
}

/** Ctrl/Cmd+K focuses the placeholder (which loads the search bar) until the search bar answers it itself. */
function useShortcutBeforeLoad(placeholderInput: RefObject<HTMLInputElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      placeholderInput.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [placeholderInput, active]);
}

interface HandOverProps {
  container: RefObject<HTMLDivElement | null>;
  from: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}

/** Once the real search bar is in the page, gives its input the placeholder's focus and text. */
function HandOver({container, from, onDone}: HandOverProps): null {
  useLayoutEffect(() => {
    const placeholder = from.current;
    const input = Array.from(container.current?.querySelectorAll('input') ?? []).find((each) => each !== placeholder);
    if (placeholder && input) {
      if (document.activeElement === placeholder) input.focus();
      if (placeholder.value) {
        // The search bar's input is controlled: it takes text through its
        // change handler, which React calls for an input event. The value is
        // set through the element's own setter so that React sees it as new.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, placeholder.value);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }
    }
    onDone();
  }, [container, from, onDone]);
  return null;
}
