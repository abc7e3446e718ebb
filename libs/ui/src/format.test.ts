import { formatDuration, formatRelativeTime, plural } from './format';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatDuration', () => {
  it('writes milliseconds, seconds with a decimal, then minutes and padded seconds', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
  });
});

describe('formatRelativeTime', () => {
  it('says just now, then minutes, hours, days and weeks', () => {
    expect(formatRelativeTime(ago(30_000), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(21 * 24 * 3_600_000), NOW)).toBe('3 weeks ago');
  });

  it('says so when the time cannot be read', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('at an unknown time');
  });
});

describe('plural', () => {
  it('counts with the right word', () => {
    expect(plural(1, 'test')).toBe('1 test');
    expect(plural(3, 'test')).toBe('3 tests');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
  });
});
