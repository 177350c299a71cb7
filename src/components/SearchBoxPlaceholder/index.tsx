import {type ReactNode, type Ref, useEffect, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** The reader reached for the search box: hovered, touched or focused it. */
  onIntent: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Whether the reader's keyboard names the command key ⌘ rather than ctrl. */
function usesCommandKey(): boolean {
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ?? navigator.userAgent;
  return /mac/i.test(platform);
}

/**
 * The navbar's search box as it looks before the search plugin's code has
 * loaded (src/theme/SearchBar): Infima's own navbar search input, with the
 * same label and placeholder, and the Ctrl/Cmd+K hint once the page runs.
 * It does nothing itself but say when the reader reaches for it.
 */
export default function SearchBoxPlaceholder({onIntent, inputRef}: Props): ReactNode {
  const [hint, setHint] = useState<string[]>();
  useEffect(() => setHint([usesCommandKey() ? '⌘' : 'ctrl', 'K']), []);
  return (
    <div className={clsx('navbar__search', styles.box)} dir="ltr">
      <input
        ref={inputRef}
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search"
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
      />
      {hint && (
        <div className={styles.hint} aria-hidden="true">
          {hint.map((key) => (
            <kbd key={key}>{key}</kbd>
          ))}
        </div>
      )}
    </div>
  );
}
