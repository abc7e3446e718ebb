import { type TestStep } from './ast';
import { parseStep } from './parse-step';
import { formatTimeLimit, splitTimeLimit } from './time-limit';

const parsed = (line: string): TestStep => {
  const result = parseStep(line, 0);
  if (!result.ok) throw new Error(result.error.message);
  if (!result.step) throw new Error(`no step in ${line}`);
  return result.step;
};

describe('a step’s own time limit', () => {
  it.each([
    ['Check that the page shows "Order placed" within 20 seconds', 20_000, 'assert'],
    ['Check that the page shows "Order placed", within 20 secs.', 20_000, 'assert'],
    ['Click "Submit" within 3s', 3_000, 'click'],
    ['Click Submit within 10 seconds', 10_000, 'click'],
    ['Wait up to 30 seconds for "Report ready" to appear', 30_000, 'wait-for'],
    ['Wait at most 45 s until the "Spinner" disappears', 45_000, 'wait-for'],
    ['Within 15 seconds, check that the title is "Done"', 15_000, 'assert'],
    ['Verify "Saved" is visible (up to 8 s)', 8_000, 'assert'],
    ['Click "Pay" with a timeout of 1 minute', 60_000, 'click'],
    ['Type "ada" into "Name" in under 2 seconds', 2_000, 'fill'],
    ['Open /reports within 60 seconds', 60_000, 'navigate'],
    ['Check that "Total" shows "$42.00" waiting up to twenty seconds', 20_000, 'assert'],
    ['Log in as standard_user with password secret_sauce within 20 seconds', 20_000, 'intent'],
  ])('%s → %i ms', (line, timeoutMs, kind) => {
    const step = parsed(line);
    expect(step.kind).toBe(kind);
    expect(step.timeoutMs).toBe(timeoutMs);
  });

  it('reads the rest of the line as the same step without the limit', () => {
    const { timeoutMs, ...withLimit } = parsed('Check that the page shows "Order placed" within 20 seconds') as TestStep & { timeoutMs?: number };
    expect(timeoutMs).toBe(20_000);
    expect({ ...withLimit, source: '' }).toEqual({ ...parsed('Check that the page shows "Order placed"'), source: '' });
    expect(parsed('Click Submit within 10 seconds')).toMatchObject({ kind: 'click', target: { text: 'Submit' } });
  });

  it.each([
    'Check that the page shows "Ships within 2 days"',
    'Check that the page shows "Done within 5 seconds"',
    'Wait 2 seconds',
    'Click "Within 5 seconds"',
    'Type "in under 2 seconds" into "Motto"',
  ])('finds no limit in %s (quoted words are never one)', (line) => {
    expect(parsed(line).timeoutMs).toBeUndefined();
  });

  it('keeps the quoted text whole when a limit follows it', () => {
    expect(parsed('Check that the page shows "Done within 5 seconds" within 9 seconds')).toMatchObject({
      kind: 'assert',
      assertion: { type: 'page-text', text: 'Done within 5 seconds' },
      timeoutMs: 9_000,
    });
  });

  it.each([
    ['Check that the page shows "x" within 3 minutes', 'Line 1 "Check that the page shows "x" within 3 minutes": a step may wait at most 120 seconds (2 minutes).'],
    ['Click "x" within 500 ms', 'Line 1 "Click "x" within 500 ms": a step may wait no less than 1 second.'],
  ])('refuses a limit out of range: %s', (line, message) => {
    const result = parseStep(line, 0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(message);
  });

  it('formats a limit as a line reads it', () => {
    expect(formatTimeLimit(20_000)).toBe('within 20 seconds');
    expect(formatTimeLimit(1_000)).toBe('within 1 second');
    expect(splitTimeLimit(`Click "Pay" ${formatTimeLimit(7_000)}`)).toEqual({ text: 'Click "Pay"', timeoutMs: 7_000 });
  });
});
