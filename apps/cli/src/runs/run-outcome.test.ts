import { finished, makeRun, makeStep } from '../testing/fixtures';
import { runExitCode, runOutcome, tallyRuns } from './run-outcome';

const passed = finished.passed('r1', 'Sign up');
const failed = finished.failed('r2', 'Checkout', makeStep(3, 'Click "Pay"', 'failed', { error: 'Expected "Thanks"' }));
const cancelled = finished.cancelled('r3', 'Search');
const noVerdict = finished.noVerdict('r4', 'Profile');
const running = makeRun('r5', 'Cart', { status: 'running' });

describe('runOutcome', () => {
  it.each([
    [passed, 'passed'],
    [failed, 'failed'],
    [cancelled, 'cancelled'],
    [noVerdict, 'no_verdict'],
    [running, 'unfinished'],
    [makeRun('r6', 'Queued'), 'unfinished'],
  ])('reads %#', (run, outcome) => {
    expect(runOutcome(run)).toBe(outcome);
  });
});

describe('runExitCode', () => {
  it('is 0 when every run passed', () => {
    expect(runExitCode([passed, finished.passed('r7', 'Log in')], 'finished')).toBe(0);
  });

  it.each([
    ['failed', failed],
    ['cancelled', cancelled],
    ['ended with no verdict', noVerdict],
  ])('is 1 when a run %s', (_label, run) => {
    expect(runExitCode([passed, run], 'finished')).toBe(1);
  });

  it('is 0 once the runs started, without waiting', () => {
    expect(runExitCode([makeRun('r8', 'Queued')], null)).toBe(0);
  });

  it('is 2 when --timeout came first, even if what ended passed', () => {
    expect(runExitCode([passed, running], 'timed_out')).toBe(2);
  });

  it('is 130 on Ctrl-C', () => {
    expect(runExitCode([running], 'interrupted')).toBe(130);
  });
});

describe('tallyRuns', () => {
  it('counts a run with no verdict as failed, as the suite does', () => {
    expect(tallyRuns([passed, failed, cancelled, noVerdict, running])).toEqual({ passed: 1, failed: 2, cancelled: 1, unfinished: 1 });
  });
});
