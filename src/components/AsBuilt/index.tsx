import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {type ComponentProps, use, useCallback, useState} from 'react';
import {flushSync} from 'react-dom';

// Whether the page came with its HTML built: not from `npm start`, whose server sends an empty root to render into.
const built = ExecutionEnvironment.canUseDOM && document.getElementById('__docusaurus')?.hasChildNodes();

/** Whether this component hydrates what the server built: not on the server, in `npm start`, nor when mounted later. */
export const useAsBuilt = (): boolean => useState(!useIsBrowser() && built === true)[0];

// One object: React compares it by identity, and would set the (empty) content again after each render of a new one.
const keep = {__html: ''};

/**
 * A `div` whose content hydration leaves as built: React neither renders nor compares it, so it costs no work; events
 * in it still reach the div's handlers. Replace it (another `key`) to render its content with React.
 */
export default function AsBuilt(props: ComponentProps<'div'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sets no content; the empty string keeps the built one.
  return <div {...props} dangerouslySetInnerHTML={keep} suppressHydrationWarning />;
}

/** Code that loads once, when a reader first reaches for what it renders (`start()`): the search bar, quick info. */
export type OnIntent<T> = {start: () => void; loaded: Promise<T>; value?: T};
export function onIntent<T>(load: () => Promise<T>): OnIntent<T> {
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  const intent: OnIntent<T> = {start, loaded: started.then(load).then((value) => (intent.value = value))};
  return intent;
}

/** The code once loaded after a `start()` (which `starts` false only waits for); on the server at once (`use`). */
export function useOnIntent<T>(intent: OnIntent<T>, asBuilt: boolean, starts = true) {
  const [loaded, setLoaded] = useState(asBuilt ? undefined : intent.value);
  const start = useCallback(() => {
    if (starts) intent.start();
    void intent.loaded.then((value) => flushSync(() => setLoaded(value)));
  }, [intent, starts]);
  if (ExecutionEnvironment.canUseDOM) return {loaded, start};
  intent.start();
  return {loaded: use(intent.loaded), start};
}
