import { canChangeRunStatus, isFinalRunStatus, REVIEWABLE_RUN_STATUSES, RUN_TRANSITIONS, runStatusesBefore, userRunCreditEffect } from './run-lifecycle';
import { RUN_STATUSES, type RunStatus } from './statuses';

describe('the run lifecycle', () => {
  it('is this table: which status may follow which, who causes it, what it does to the credits', () => {
    expect(RUN_TRANSITIONS.map(({ from, to, by, credits }) => `${from} → ${to} by ${by}: ${credits}`)).toEqual([
      'created → pending by user: debit',
      'created → cancelled by user: none',
      'pending → running by worker: none',
      'pending → cancelled by user: refund',
      'pending → failed by sweeper: refund_if_no_step_ran',
      'running → completed by worker: none',
      'running → failed by worker: none',
      'running → failed by worker: refund_if_no_step_ran',
      'running → cancelled by user: none',
      'running → failed by sweeper: refund_if_no_step_ran',
    ]);
  });

  // Every (from, to, actor) the table does not name is refused.
  const ALLOWED = new Set(RUN_TRANSITIONS.map(({ from, to, by }) => `${from}|${to}|${by}`));
  const every = RUN_STATUSES.flatMap((from) => RUN_STATUSES.flatMap((to) => (['user', 'worker', 'sweeper'] as const).map((by) => [from, to, by] as const)));
  it.each(every)('%s → %s by %s is allowed only when the table names it', (from, to, by) => {
    expect(canChangeRunStatus(from, to, by)).toBe(ALLOWED.has(`${from}|${to}|${by}`));
  });

  it('says which runs each actor may move to a status, as guarded updates and buttons need', () => {
    expect(runStatusesBefore('cancelled', 'user')).toEqual(['created', 'pending', 'running']);
    expect(runStatusesBefore('pending', 'user')).toEqual(['created']);
    expect(runStatusesBefore('running', 'worker')).toEqual(['pending']);
    expect(runStatusesBefore('completed', 'worker')).toEqual(['running']);
    expect(runStatusesBefore('failed', 'worker')).toEqual(['running']);
    expect(runStatusesBefore('failed', 'sweeper')).toEqual(['pending', 'running']);
    expect(runStatusesBefore('running', 'user')).toEqual([]);
  });

  it('gives a queued run’s credits back when the user cancels it, and nothing otherwise', () => {
    expect(userRunCreditEffect('pending', 'cancelled')).toBe('refund');
    expect(userRunCreditEffect('running', 'cancelled')).toBe('none');
    expect(userRunCreditEffect('created', 'cancelled')).toBe('none');
    expect(userRunCreditEffect('created', 'pending')).toBe('debit');
    expect(userRunCreditEffect('completed', 'cancelled')).toBeNull();
  });

  it('ends in passed, failed, cancelled or unknown; reviews only runs with a verdict', () => {
    const finals = RUN_STATUSES.filter((status: RunStatus) => isFinalRunStatus(status));
    expect(finals).toEqual(['completed', 'failed', 'cancelled', 'unknown']);
    expect(REVIEWABLE_RUN_STATUSES).toEqual(['completed', 'failed']);
    expect(REVIEWABLE_RUN_STATUSES.every((status) => isFinalRunStatus(status))).toBe(true);
  });
});
