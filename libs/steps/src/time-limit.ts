import { MAX_STEP_TIMEOUT_MS, MIN_STEP_TIMEOUT_MS } from '@verity/contracts';
import { maskQuotes, restoreQuotes } from './masked-line';
import { NUMBER_PATTERN, numberOf } from './vocabulary';

/** A line's own time limit ("… within 20 seconds"), and the line without it. */
export type TimeLimitSplit = { text: string; timeoutMs: number } | { text: string; error: string };

const AMOUNT = String.raw`(?<amount>${NUMBER_PATTERN})\s*(?<unit>ms|milliseconds?|millis|s|secs?|seconds?|m|mins?|minutes?)`;
const LIMIT_WORDS = String.raw`(?:within|in\s+(?:at\s+most|under|less\s+than|no\s+more\s+than)|(?:waiting\s+|wait\s+)?(?:for\s+)?(?:up\s+to|at\s+most|no\s+more\s+than|a\s+maximum\s+of)|(?:with\s+)?(?:a\s+)?(?:time\s*out|time\s+limit)(?:\s+of)?)`;

/** "…, within 20 seconds", "… (up to 20 s)", "… with a timeout of 20s" at the end of a line. */
const TRAILING = new RegExp(String.raw`^(?<rest>.+?)[\s,;]+(?:\(\s*)?${LIMIT_WORDS}\s+${AMOUNT}(?:\s*\))?$`, 'i');
/** "Within 20 seconds, check that …" at the start of a line. */
const LEADING = new RegExp(String.raw`^${LIMIT_WORDS}\s+${AMOUNT}\s*,?\s+(?<rest>.+)$`, 'i');
/** "Wait up to 20 seconds for "Saved" to appear": the limit sits between the verb and what is waited for. */
const WAIT_UP_TO = new RegExp(String.raw`^(?<verb>wait(?:s)?|keep\s+waiting)\s+${LIMIT_WORDS}\s+${AMOUNT}\s+(?<rest>(?:for|until|till)\s+.+)$`, 'i');

function milliseconds(amount: string, unit: string): number | undefined {
  const value = numberOf(amount);
  if (value === undefined) return undefined;
  if (/^m(?:s|illi)/i.test(unit)) return value;
  if (/^m/i.test(unit)) return value * 60_000;
  return value * 1_000;
}

const seconds = (ms: number) => `${ms / 1_000} second${ms === 1_000 ? '' : 's'}`;

/**
 * Splits a step's own time limit off its line. The words inside quotes are never read as one ("Shows "Ships
 * within 2 days""). Null when the line names no limit; an error when it names one out of range.
 */
export function splitTimeLimit(line: string): TimeLimitSplit | null {
  const { text, spans } = maskQuotes(line);
  const waitUpTo = WAIT_UP_TO.exec(text)?.groups;
  const groups = waitUpTo ?? TRAILING.exec(text)?.groups ?? LEADING.exec(text)?.groups;
  if (!groups) return null;
  const rest = restoreQuotes(waitUpTo ? `${groups.verb} ${groups.rest}` : (groups.rest as string), spans).replace(/[\s,;]+$/, '');
  const timeoutMs = milliseconds(groups.amount as string, groups.unit as string);
  if (timeoutMs === undefined) return null;
  if (timeoutMs < MIN_STEP_TIMEOUT_MS) return { text: rest, error: `a step may wait no less than ${seconds(MIN_STEP_TIMEOUT_MS)}` };
  if (timeoutMs > MAX_STEP_TIMEOUT_MS) return { text: rest, error: `a step may wait at most ${seconds(MAX_STEP_TIMEOUT_MS)} (${MAX_STEP_TIMEOUT_MS / 60_000} minutes)` };
  return { text: rest, timeoutMs: Math.round(timeoutMs) };
}

/** How a step's own time limit reads at the end of its line: "within 20 seconds". */
export const formatTimeLimit = (timeoutMs: number) => `within ${seconds(timeoutMs)}`;
