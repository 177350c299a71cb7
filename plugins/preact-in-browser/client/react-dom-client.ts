import type {ComponentChild} from 'preact';
import {createRoot, hydrateRoot as hydrateRootNow} from 'preact/compat/client';

// `react-dom/client` in the browser bundle (./index.ts): Preact's, except
// that hydration starts in a task of its own.
//
// Docusaurus hydrates as soon as the chunks of the page's route are loaded
// (@docusaurus/core/lib/client/clientEntry.js). The page lists those chunks
// in its HTML (plugins/route-chunks-in-html), so they are installed before
// main.js runs, and hydration would then start in main.js's own task:
// evaluating the app and hydrating its shell made one task of about 290 ms
// on a guide at 4x CPU throttling, all of it blocking.
//
// The new task starts hydration from a promise callback, as Docusaurus does.
// Started straight from the timer, the `throw`s by which subtrees wait for
// their turn (src/components/HydrateLater) took about ten times longer in a
// CPU profile of the guide (110 ms against 18 ms at 4x); why is not known.
// Measured again once those throws were thenables rather than promises, with
// 5 alternated Lighthouse runs: Total Blocking Time median 116 ms with the
// promise callback against 251 ms without on the guide, 153 against 280 ms
// on the API page.
export {createRoot};

export function hydrateRoot(container: Element, children: ComponentChild): ReturnType<typeof createRoot> {
  setTimeout(() => {
    Promise.resolve().then(() => hydrateRootNow(container, children));
  }, 0);
  return createRoot(container);
}

export default {createRoot, hydrateRoot};
