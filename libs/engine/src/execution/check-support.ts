import { visibleText } from './page-scripts';
import { isTransient } from './resolve/resolve-target';
import { quote } from './resolve/text-match';
import { type StepContext } from './step-context';
import { pause, throwIfCancelled } from './step-failure';

// What every check needs: reading the page until the check holds, and the words of a comparison.

/** Between two reads of something that has no event to wait on (title, URL, a field's value, a count). */
const POLL_DELAYS_MS = [0, 50, 100, 200, 250, 500];

/**
 * Checks `read()` until `holds` says yes or the step's deadline passes; returns the last value read, so the
 * failure can show what the page had instead.
 */
export async function pollUntil<T>(context: StepContext, read: () => Promise<T>, holds: (value: T) => boolean): Promise<{ ok: boolean; value: T }> {
  for (let attempt = 0; ; attempt += 1) {
    throwIfCancelled(context.signal);
    let value: T;
    try {
      value = await read();
    } catch (error) {
      // A page in the middle of a navigation cannot be read: look again, unless time is up.
      if (!isTransient(error) || Date.now() >= context.deadline) throw error;
      await pause(POLL_DELAYS_MS[1], context.signal);
      continue;
    }
    if (holds(value)) return { ok: true, value };
    const remaining = context.deadline - Date.now();
    if (remaining <= 0) return { ok: false, value };
    await pause(Math.min(remaining, POLL_DELAYS_MS[Math.min(attempt + 1, POLL_DELAYS_MS.length - 1)]), context.signal);
  }
}

/** "is", "is not", "contains", "does not contain". */
export function relation(mode: 'is' | 'contains', negated: boolean): string {
  if (mode === 'is') return negated ? 'is not' : 'is';
  return negated ? 'does not contain' : 'contains';
}

/** An excerpt of the visible text, for "The page shows: …". */
export async function pageExcerpt(context: StepContext, max = 160): Promise<string> {
  const text = await context.page.evaluate(visibleText).catch(() => '');
  if (text === '') return 'The page shows no text.';
  return `The page shows: ${quote(text, max)}.`;
}
