import { setTimeout as delay } from 'node:timers/promises';

/** Time as the wait loop sees it: tests pass a fake one that moves only when the loop sleeps. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts (it never rejects). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(ms, undefined, signal ? { signal } : undefined).catch(() => undefined),
};
