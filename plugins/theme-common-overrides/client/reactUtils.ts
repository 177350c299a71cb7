/**
 * theme-common's utils/reactUtils.js with `useShallowMemoObject` sorting its
 * keys by code unit instead of `localeCompare` (see ../index.ts). Any fixed
 * order makes the memo independent of key order, which is all the sort is
 * for; `localeCompare` made the browser load its collation data during
 * hydration, about 10 ms on a fast machine and four times that on a phone.
 */
import {useMemo} from 'react';

export * from '@theme-common-original/utils/reactUtils.js';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const entries = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the object's values are the dependencies
  return useMemo(() => obj, entries.flat());
}
