import type {
  HealthIndicator,
  HealthResult,
} from '@actuatorjs/actuatorjs';

/**
 * Shares the result of `indicator` between callers: calls made while
 * a check runs get that check's result, and so do calls made up to
 * `ttlMs` after it ended, whether it was UP, DOWN or an error.
 */
export function cached(
  indicator: HealthIndicator,
  ttlMs: number,
): HealthIndicator {
  let result: Promise<HealthResult> | undefined;
  let freshUntil = 0;
  const ended = () => {
    freshUntil = Date.now() + ttlMs;
  };
  return {
    getName: () => indicator.getName(),
    check: () => {
      if (result === undefined || Date.now() >= freshUntil) {
        result = indicator.check();
        // Shared while it runs; the time to live starts when it ends.
        freshUntil = Number.POSITIVE_INFINITY;
        result.then(ended, ended);
      }
      return result;
    },
  };
}
