const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How long a cached answer counts as fresh, per kind of data (spec section 9). */
export const STALE_TIMES = {
  default: MINUTE,
  profile: 5 * MINUTE,
  tests: 5 * MINUTE,
  folders: 5 * MINUTE,
  creditsHistory: 5 * MINUTE,
  test: MINUTE,
  run: MINUTE,
} as const;

/** How long an unused query stays in the cache before it is garbage-collected. */
export const CACHE_GC_TIME_MS = 5 * MINUTE;

/** Failed queries are retried once. */
export const QUERY_RETRY_COUNT = 1;

/** Generic retry backoff: 1 s, doubling, capped at 30 s, at most 3 tries. */
export const RETRY_BACKOFF = { initialDelayMs: SECOND, maxDelayMs: 30 * SECOND, maxTries: 3 } as const;

/** A run is polled every 2 s while pending or running, otherwise every 30 s. */
export const RUN_POLL_ACTIVE_MS = 2 * SECOND;
export const RUN_POLL_IDLE_MS = 30 * SECOND;

/** A checkout waiting for its payment (status `open`) is polled every 2 s until the provider settles it. */
export const CHECKOUT_POLL_MS = 2 * SECOND;

/** Delay before retry number `failureCount` (0-based, as TanStack Query passes it). */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BACKOFF.initialDelayMs * 2 ** failureCount, RETRY_BACKOFF.maxDelayMs);
}
