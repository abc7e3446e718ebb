/** How the app writes times, durations and counts, the same on every screen. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const timeWithSeconds = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; a date beyond a year. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return 'at an unknown time';
  const elapsed = time - now;
  const distance = Math.abs(elapsed);
  if (distance < MINUTE) return 'just now';
  if (distance < HOUR) return relative.format(Math.round(elapsed / MINUTE), 'minute');
  if (distance < DAY) return relative.format(Math.round(elapsed / HOUR), 'hour');
  if (distance < 7 * DAY) return relative.format(Math.round(elapsed / DAY), 'day');
  if (distance < 365 * DAY) return relative.format(Math.round(elapsed / (7 * DAY)), 'week');
  return formatDateTime(iso);
}

/** "Jan 3, 2025, 2:05 PM" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

const dateOnly = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** "Jan 3, 2025". */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateOnly.format(time);
}

/** "2:05:09 PM": when a step started, to the second. */
export function formatClockTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : timeWithSeconds.format(time);
}

/** "850 ms", "12.4 s", "3 min 05 s". */
export function formatDuration(ms: number): string {
  if (ms < SECOND) return `${Math.round(ms)} ms`;
  if (ms < MINUTE) return `${(ms / SECOND).toFixed(1)} s`;
  const minutes = Math.floor(ms / MINUTE);
  const seconds = Math.round((ms % MINUTE) / SECOND);
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}

/** "1 test", "3 tests"; an irregular plural is given. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
