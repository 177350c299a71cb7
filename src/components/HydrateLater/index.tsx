import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import {type ComponentType, type ReactNode, Suspense, useContext, useEffect, useState} from 'react';

/**
 * Hydrates its subtree in a task of its own, after the rest of the page.
 *
 * Hydrating a long doc page in one go took a few hundred milliseconds of
 * main thread on a phone, in a single task that blocked input (Lighthouse's
 * Total Blocking Time). Under Preact (plugins/preact-in-browser), a component
 * that suspends while the page hydrates keeps its server-rendered DOM and
 * hydrates when what it threw settles: here each `HydrateLater` suspends once,
 * during the page's first hydration only, and the subtrees resume one per
 * task, in the order they were met. The HTML shows all along; a subtree is
 * interactive a few milliseconds after the one before it.
 *
 * Used around the navbar, the footer, the docs sidebar and table of
 * contents, a doc's breadcrumbs and previous/next links, the back-to-top
 * button, the home page's samples, and every top-level block of a doc page
 * (plugins/rehype-hydrate-later).
 *
 * Hydration does not correct attributes that differ from the built HTML, so
 * a subtree must resume with the state the page was built with:
 * - it resumes with `useIsBrowser()` false, as the server rendered it, and
 *   catches up right after (only the components reading it render again);
 * - the colour mode changes from the default to the reader's choice during
 *   the first hydration, and code blocks colour their tokens inline, so
 *   nothing waits when the page shows another colour mode than the default:
 *   a dark-mode page hydrates in one go, as Docusaurus does.
 *
 * The subtree must render exactly one element at its root: a suspended
 * subtree keeps one DOM node.
 *
 * With React in the browser (`npm start`, REACT_IN_BROWSER=react), on the
 * server, and on client-side navigation, it renders its children as they are.
 *
 * While subtrees wait, `<html>` carries `data-hydration-pending`, so the
 * browser tests can wait for the whole page to be interactive.
 */
export default function HydrateLater({children}: {children: ReactNode}): ReactNode {
  if (typeof window === 'undefined' || process.env.HYDRATE_IN_STEPS !== 'true') return children;
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/** `Component`, hydrating later: for the theme wrappers (src/theme) of components that always render one element. */
export function hydratesLater<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function HydratingLater(props: Props) {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  };
}

function Turn({children}: {children: ReactNode}): ReactNode {
  const {colorMode} = useThemeConfig();
  const isBrowser = useContext(BrowserContext);
  const [wait] = useState(() => (mayWait(colorMode.defaultMode) ? waitForATurn() : undefined));
  const [caughtUp, setCaughtUp] = useState(wait === undefined);
  useEffect(() => setCaughtUp(true), []);
  if (wait && !wait.over) throw wait;
  return <BrowserContext.Provider value={caughtUp && isBrowser}>{children}</BrowserContext.Provider>;
}

/**
 * Whether a subtree may wait: only during the page's first hydration (a
 * subtree mounted later, by a route change or tabs remounting, has no built
 * HTML to keep), and only in the default colour mode (see above).
 * Docusaurus sets `data-has-hydrated` to "true" in an effect once the page
 * has hydrated, so a `HydrateLater` inside another one hydrates with its
 * outer one, in the same task.
 */
function mayWait(defaultColorMode: string): boolean {
  const root = document.documentElement;
  return root.getAttribute('data-has-hydrated') === 'false' && root.getAttribute('data-theme') === defaultColorMode;
}

/**
 * What a waiting subtree throws: a thenable, which is all Preact's Suspense
 * asks of it, rather than a promise. A subtree waits from deep inside the
 * page's first render, and under a debugger that records async stacks (as
 * Lighthouse's does) every promise or timer created there captured that
 * deep stack: the first hydration of the API page took 400 ms at 4x CPU
 * throttling instead of 90. So nothing here creates a promise or a timer
 * while the page renders; one message channel paces the turns.
 */
interface Wait {
  over: boolean;
  then(onTurn: () => void): void;
}

const queue: (() => void)[] = [];
let pendingSubtrees = 0;

function showPending(): void {
  document.documentElement.setAttribute('data-hydration-pending', String(pendingSubtrees));
}

/**
 * Once the effects of the last subtree have run (Preact runs them in a
 * timeout after the next frame, or after 100 ms when no frame comes, as in
 * a hidden tab), `<html>` loses its `data-hydration-pending`, unless more
 * subtrees wait by then.
 */
function clearPendingAfterEffects(): void {
  let frame = 0;
  const done = () => {
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    setTimeout(() => {
      if (pendingSubtrees === 0) document.documentElement.removeAttribute('data-hydration-pending');
    });
  };
  const fallback = setTimeout(done, 100);
  frame = requestAnimationFrame(done);
}

let turns: MessageChannel | undefined;

/**
 * Ends one wait per task, first come first served. A message, unlike a
 * chain of `setTimeout(fn, 0)`, is not held back 4 ms from the fifth link
 * on. At most one message is ever on its way.
 */
function endNextWaitInNextTask(): void {
  if (!turns) {
    turns = new MessageChannel();
    turns.port1.onmessage = endNextWait;
  }
  turns.port2.postMessage(null);
}

function endNextWait(): void {
  queue.shift()?.();
  if (queue.length > 0) endNextWaitInNextTask();
}

function waitForATurn(): Wait {
  const onTurn: (() => void)[] = [];
  // A thenable on purpose: Preact's Suspense calls `then` on what was thrown.
  // biome-ignore lint/suspicious/noThenProperty: see the Wait interface above.
  const wait: Wait = {over: false, then: (callback) => void onTurn.push(callback)};
  queue.push(() => {
    wait.over = true;
    // Counted down here rather than when the subtree mounts: a subtree can be
    // dropped before its turn (the desktop table of contents on a phone).
    pendingSubtrees -= 1;
    showPending();
    if (pendingSubtrees === 0) clearPendingAfterEffects();
    for (const callback of onTurn) callback();
  });
  if (queue.length === 1) endNextWaitInNextTask();
  pendingSubtrees += 1;
  showPending();
  return wait;
}
