import { canChangeRunStatus, isActiveRun, isFinalRunStatus, REVIEWABLE_RUN_STATUSES, RUN_STATUS_LABELS, RUN_TRANSITIONS, runDurationMs, runStatusesBefore, userRunCreditEffect } from './run-lifecycle';
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

describe('how a run reads', () => {
  it('labels every status, a completed run as passed and a pending one as queued', () => {
    expect(RUN_STATUS_LABELS).toEqual({ created: 'Created', pending: 'Queued', running: 'Running', completed: 'Passed', failed: 'Failed', cancelled: 'Cancelled', unknown: 'Unknown' });
  });

  it.each([
    ['pending', true],
    ['running', true],
    ['created', false],
    ['completed', false],
    ['failed', false],
    ['cancelled', false],
    ['unknown', false],
  ] as const)('counts a %s run as active: %s', (status, active) => {
    expect(isActiveRun({ status })).toBe(active);
  });

  it('times a run from its start to its end, or to now while it runs, and never before it started', () => {
    const started_at = '2026-11-26T10:00:00.000Z';
    expect(runDurationMs({ started_at, finished_at: '2026-11-26T10:00:07.400Z' })).toBe(7_400);
    expect(runDurationMs({ started_at, finished_at: null })).toBeNull();
    expect(runDurationMs({ started_at, finished_at: null }, Date.parse('2026-11-26T10:00:02.000Z'))).toBe(2_000);
    expect(runDurationMs({ started_at: null, finished_at: null }, Date.now())).toBeNull();
    expect(runDurationMs({ started_at, finished_at: '2026-11-26T09:59:59.000Z' })).toBeNull();
  });
});
