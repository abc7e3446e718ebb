import { type CDPSession, type Page } from 'playwright-core';

/** Playwright's own way to make calls it does for itself: they are left out of the trace and the API log. */
interface InternalCalls {
  _wrapApiCall?<T>(work: () => Promise<T>, options: { internal: boolean; title?: string }): Promise<T>;
}

type Settled<T> = { value: T } | { error: unknown };

/**
 * Runs calls that only look at the page (finding a step's element, reading it for a check, measuring it) outside
 * the run's trace. Each traced call costs a DOM snapshot before and after it, and a step looks at the page several
 * times for one action: the trace keeps what the run did (every navigation, click and keystroke, with its
 * snapshots), which is what a person replays, at a fraction of the cost.
 *
 * Uses Playwright's internal-call zone (`_wrapApiCall`), as Playwright does for its own calls. Should a release
 * drop it, the calls are traced as before: nothing else changes.
 */
export async function untraced<T>(owner: Page | CDPSession, work: () => Promise<T>): Promise<T> {
  const calls = owner as unknown as InternalCalls;
  if (typeof calls._wrapApiCall !== 'function') return work();
  // Settled inside: an error thrown through the zone would have Playwright's call name put before its message.
  const settled = await calls._wrapApiCall<Settled<T>>(
    () => work().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    { internal: true, title: '' },
  );
  if ('error' in settled) throw settled.error;
  return settled.value;
}
