import { ACTIVE_RUN_STATUSES, type RunStatus } from './statuses';

/** Who moves a run from one status to another: its owner (through the API), the worker running it, the sweeper. */
export type RunActor = 'user' | 'worker' | 'sweeper';

/**
 * What a move does to the credits the run was paid with: `debit` takes the run's cost (refused when the balance
 * does not cover it), `refund` gives it back once, `refund_if_no_step_ran` gives it back once when no step ran
 * to an end (the run used no browser time), `none` leaves them.
 */
export type RunCreditEffect = 'debit' | 'refund' | 'refund_if_no_step_ran' | 'none';

export interface RunTransition {
  from: RunStatus;
  to: RunStatus;
  by: RunActor;
  credits: RunCreditEffect;
  when: string;
}

/**
 * Every status change a run may go through; anything else is refused by every writer (the API, the worker, the
 * sweeper) and offered by no screen. A run starts `created` (saved to run later, not paid for) or `pending`
 * (paid for and queued, with a `run_debit`). `completed`, `failed` and `cancelled` are final, and so is
 * `unknown`, which no writer sets today.
 */
export const RUN_TRANSITIONS = [
  { from: 'created', to: 'pending', by: 'user', credits: 'debit', when: 'scheduled: paid for and queued' },
  { from: 'created', to: 'cancelled', by: 'user', credits: 'none', when: 'cancelled before it was paid for' },
  { from: 'pending', to: 'running', by: 'worker', credits: 'none', when: 'a worker took its job' },
  { from: 'pending', to: 'cancelled', by: 'user', credits: 'refund', when: 'cancelled while queued: its job is withdrawn' },
  { from: 'pending', to: 'failed', by: 'sweeper', credits: 'refund_if_no_step_ran', when: 'its job failed for good: no worker will take it' },
  { from: 'running', to: 'completed', by: 'worker', credits: 'none', when: 'every step passed' },
  { from: 'running', to: 'failed', by: 'worker', credits: 'none', when: 'a step failed: the verdict' },
  { from: 'running', to: 'failed', by: 'worker', credits: 'refund_if_no_step_ran', when: 'the browser or the worker failed: no verdict' },
  { from: 'running', to: 'cancelled', by: 'user', credits: 'none', when: 'cancelled while it runs: the worker stops at the next step' },
  { from: 'running', to: 'failed', by: 'sweeper', credits: 'refund_if_no_step_ran', when: 'its worker stopped beating' },
] as const satisfies readonly RunTransition[];

/** Whether `by` may move a run from `from` to `to`. */
export function canChangeRunStatus(from: RunStatus, to: RunStatus, by: RunActor): boolean {
  return RUN_TRANSITIONS.some((transition) => transition.from === from && transition.to === to && transition.by === by);
}

/** The statuses from which `by` may move a run to `to` (a guarded update's WHERE, a button's condition). */
export function runStatusesBefore(to: RunStatus, by: RunActor): RunStatus[] {
  return [...new Set<RunStatus>(RUN_TRANSITIONS.filter((transition) => transition.to === to && transition.by === by).map((transition) => transition.from))];
}

/** What the user's move from `from` to `to` does to the credits; null when the move is not allowed. */
export function userRunCreditEffect(from: RunStatus, to: RunStatus): RunCreditEffect | null {
  return RUN_TRANSITIONS.find((transition) => transition.from === from && transition.to === to && transition.by === 'user')?.credits ?? null;
}

/** A run no one can move any more: its status is its last. */
export function isFinalRunStatus(status: RunStatus): boolean {
  return !RUN_TRANSITIONS.some((transition) => transition.from === status);
}

/** A review is taken on a run with a verdict: one that passed or failed (not a cancelled one). */
export const REVIEWABLE_RUN_STATUSES = ['completed', 'failed'] as const satisfies readonly RunStatus[];

/**
 * How each run status reads, on every screen that shows a run. `completed` means every step passed (the run's
 * verdict); `pending` is a queued run.
 */
export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  created: 'Created',
  pending: 'Queued',
  running: 'Running',
  completed: 'Passed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  unknown: 'Unknown',
};

const ACTIVE: readonly RunStatus[] = ACTIVE_RUN_STATUSES;

/** Queued or running. */
export function isActiveRun(run: { status: RunStatus }): boolean {
  return ACTIVE.includes(run.status);
}

/** How long the run took (or has taken so far, given `now` in epoch ms), once it started. */
export function runDurationMs(run: { started_at: string | null; finished_at: string | null }, now?: number): number | null {
  if (!run.started_at) return null;
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  if (end === undefined) return null;
  const duration = end - Date.parse(run.started_at);
  return Number.isFinite(duration) && duration >= 0 ? duration : null;
}
