/**
 * "at least one result is shown", "more than 3 products", "no more than 5 errors": a count compared, not exact.
 * Read by the count checks (assertions.ts), checked by the engine and the exported spec with countHolds.
 */

export type CountBound = 'at-least' | 'at-most';

/** The words before a number that bound it, as an optional regex group named `bound`. */
export const BOUND = String.raw`(?:(?<bound>at\s+least|at\s+most|more\s+than|greater\s+than|fewer\s+than|less\s+than|no\s+more\s+than|no\s+fewer\s+than|no\s+less\s+than|not\s+more\s+than|a\s+minimum\s+of|a\s+maximum\s+of|over|under)\s+)?`;

/** The bound the words give and the number it is of: "more than 3" is at least 4; null for an exact count. */
export function boundOf(words: string | undefined, count: number): { bound: CountBound; count: number } | null {
  if (!words) return null;
  const said = words.toLowerCase().replace(/\s+/g, ' ');
  if (said === 'more than' || said === 'greater than' || said === 'over') return { bound: 'at-least', count: count + 1 };
  if (said === 'fewer than' || said === 'less than' || said === 'under') return count > 0 ? { bound: 'at-most', count: count - 1 } : null;
  if (said === 'at most' || said === 'no more than' || said === 'not more than' || said === 'a maximum of') return { bound: 'at-most', count };
  return { bound: 'at-least', count };
}

/** Whether `found` is the count asked for: exactly it, or within its bound. */
export function countHolds(found: number, count: number, bound?: CountBound): boolean {
  if (bound === 'at-least') return found >= count;
  if (bound === 'at-most') return found <= count;
  return found === count;
}

/** "3", "at least 3", "at most 3": the count as a check says it. */
export function countWords(count: number, bound?: CountBound): string {
  return bound ? `${bound === 'at-least' ? 'at least' : 'at most'} ${count}` : String(count);
}
