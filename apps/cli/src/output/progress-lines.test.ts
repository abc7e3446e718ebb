import { finished, makeRun, makeStep, makeSuite, WEB_URL } from '../testing/fixtures';
import { interruptedLines, oneLine, runChangeLine, startedLines, summaryLine, timedOutLines } from './progress-lines';

describe('progress lines', () => {
  it('lists each started run with its page, under the suite', () => {
    const runs = [makeRun('r1', 'Sign up'), makeRun('r2', 'Checkout')];
    expect(startedLines({ suite: makeSuite('s1', 'Smoke', runs), runs }, WEB_URL)).toEqual([
      'Started suite "Smoke" (2 tests): https://verity.test/app/suites/s1',
      '  Sign up: https://verity.test/app/editor/run/r1',
      '  Checkout: https://verity.test/app/editor/run/r2',
    ]);
    expect(startedLines({ suite: null, runs: runs.slice(0, 1) }, WEB_URL)[0]).toBe('Started 1 run:');
  });

  it('shows a pass with its duration', () => {
    expect(runChangeLine(finished.passed('r1', 'Sign up', 12.34), WEB_URL)).toBe('✓ Sign up (12.3 s)');
  });

  it('shows a failure with its step, error and page', () => {
    const run = finished.failed('r2', 'Checkout', makeStep(3, 'Click "Pay"', 'failed', { error: 'Expected "Thank you"\n  to be visible' }));
    expect(runChangeLine(run, WEB_URL)).toBe('✗ Checkout — step 4 “Click "Pay"”: Expected "Thank you" to be visible (https://verity.test/app/editor/run/r2)');
  });

  it('shows a failure with no failed step by its error', () => {
    const run = makeRun('r2', 'Checkout', { status: 'failed', verdict: 'failed', error: 'Timed out' });
    expect(runChangeLine(run, WEB_URL)).toBe('✗ Checkout — Timed out (https://verity.test/app/editor/run/r2)');
  });

  it('shows a run with no verdict, a cancelled one and one that starts', () => {
    expect(runChangeLine(finished.noVerdict('r3', 'Search', 'The browser could not start.'), WEB_URL)).toBe(
      '✗ Search — ended with no verdict: The browser could not start. (https://verity.test/app/editor/run/r3)',
    );
    expect(runChangeLine(finished.cancelled('r4', 'Cart'), WEB_URL)).toBe('⊘ Cart — cancelled (https://verity.test/app/editor/run/r4)');
    expect(runChangeLine(makeRun('r5', 'Profile', { status: 'running' }), WEB_URL)).toBe('… Profile: running');
  });

  it('cuts a long error short', () => {
    expect(oneLine('x'.repeat(300))).toHaveLength(200);
    expect(oneLine('x'.repeat(300)).endsWith('x…')).toBe(true);
  });

  it('sums up', () => {
    expect(summaryLine({ passed: 3, failed: 1, cancelled: 0, unfinished: 0 })).toBe('3 passed, 1 failed, 0 cancelled');
    expect(summaryLine({ passed: 1, failed: 0, cancelled: 1, unfinished: 2 })).toBe('1 passed, 0 failed, 1 cancelled, 2 unfinished');
  });

  it('says which runs go on after Ctrl-C or a timeout', () => {
    const runs = [finished.passed('r1', 'Sign up'), makeRun('r2', 'Checkout', { status: 'running' })];
    expect(interruptedLines({ suite: null, runs }, WEB_URL)).toEqual([
      'Stopped waiting. The runs keep going on the server:',
      '  Checkout: https://verity.test/app/editor/run/r2',
    ]);
    expect(timedOutLines({ suite: makeSuite('s1', 'Smoke', runs), runs }, WEB_URL, 30)).toEqual([
      'Timed out after 30 minutes. These runs keep going on the server:',
      '  suite "Smoke": https://verity.test/app/suites/s1',
      '  Checkout: https://verity.test/app/editor/run/r2',
    ]);
  });
});
