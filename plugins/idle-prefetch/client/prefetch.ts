/**
 * Stands in for @docusaurus/core/lib/client/prefetch.js in the browser bundle
 * (see ../index.ts): the same `prefetch(url)`, with `<link rel=prefetch>` where
 * the browser has it and a background request where it has not (Safari), but
 * each URL is fetched once and the fetches start in idle time, a few per idle
 * period, instead of all at once in the task that saw the links.
 */

interface Deadline {
  didTimeout: boolean;
  timeRemaining(): number;
}

const requested = new Map<string, Promise<void>>();
const waiting: (() => void)[] = [];
let flushScheduled = false;

/** Idle periods shorter than this are left to the page. */
const minimumIdleMs = 4;
/** How long a prefetch may wait for an idle period before it goes anyway. */
const maximumWaitMs = 3000;

function whenIdle(callback: (deadline: Deadline) => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(callback, {timeout: maximumWaitMs});
  } else {
    setTimeout(() => callback({didTimeout: true, timeRemaining: () => 0}), 1);
  }
}

function flush(deadline: Deadline): void {
  flushScheduled = false;
  // On a timeout, start one and give the page its turn before the next.
  do {
    waiting.shift()?.();
  } while (waiting.length > 0 && deadline.timeRemaining() > minimumIdleMs);
  scheduleFlush();
}

function scheduleFlush(): void {
  if (flushScheduled || waiting.length === 0) return;
  flushScheduled = true;
  whenIdle(flush);
}

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function fetchWithLink(url: string, done: () => void): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.onload = done;
  link.onerror = done;
  document.head.appendChild(link);
}

function fetchWithRequest(url: string, done: () => void): void {
  const request = new XMLHttpRequest();
  request.open('GET', url, true);
  request.withCredentials = true;
  request.onloadend = done;
  request.send(null);
}

/** Fetches `url` into the browser's cache when the page is idle; resolves when done, failed or not. */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const known = requested.get(url);
  if (known) return known;
  const fetchOne = supportsLinkPrefetch() ? fetchWithLink : fetchWithRequest;
  const promise = new Promise<void>((resolve) => {
    waiting.push(() => fetchOne(url, resolve));
  });
  requested.set(url, promise);
  scheduleFlush();
  return promise;
}
