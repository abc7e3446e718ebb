import { countSuiteRuns, suiteStatusOf } from './suites';

describe('a suite’s counts and status, from its runs', () => {
  it('counts queued and running runs as in progress, and a run with no verdict as failed', () => {
    expect(countSuiteRuns(['pending', 'running', 'completed', 'failed', 'unknown', 'cancelled'])).toEqual({
      total: 6,
      in_progress: 2,
      passed: 1,
      failed: 2,
      cancelled: 1,
    });
  });

  it.each([
    [['pending', 'completed'], 'running'],
    [['completed', 'failed', 'cancelled'], 'failed'],
    [['completed', 'unknown'], 'failed'],
    [['completed', 'cancelled'], 'cancelled'],
    [['completed', 'completed'], 'passed'],
  ] as const)('runs %j make a %s suite', (statuses, status) => {
    expect(suiteStatusOf(countSuiteRuns(statuses))).toBe(status);
  });
});
