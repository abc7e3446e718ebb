import { ACTIVE_RUN_STATUSES, type RunStatus, type StepStatus, type TestRun } from '@verity/contracts';

/**
 * How each run status reads (the same words as the tests screens, so a run reads alike everywhere).
 * `completed` means every step passed; `pending` is a queued run.
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

/** A sentence for screen readers and tooltips: what the status means for the user. */
export const RUN_STATUS_DESCRIPTIONS: Record<RunStatus, string> = {
  created: 'Created, not queued yet.',
  pending: 'Queued: waiting for a browser.',
  running: 'Running in a browser now.',
  completed: 'Finished: every step passed.',
  failed: 'Finished: it failed.',
  cancelled: 'Cancelled before it finished.',
  unknown: 'Its state is unknown.',
};

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  not_started: 'Not started',
  running: 'Running',
  completed: 'Passed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  unknown: 'Unknown',
};

const ACTIVE: readonly RunStatus[] = ACTIVE_RUN_STATUSES;
const FINISHED: readonly RunStatus[] = ['completed', 'failed', 'cancelled'];
const REVIEWABLE: readonly RunStatus[] = ['completed', 'failed'];

/** Queued or running: polled every 2 s, and the only runs a user can cancel. */
export function isActiveRun(run: Pick<TestRun, 'status'>): boolean {
  return ACTIVE.includes(run.status);
}

/** Created, queued or running: the API still lets the user cancel it. */
export function isCancellableRun(run: Pick<TestRun, 'status'>): boolean {
  return run.status === 'created' || isActiveRun(run);
}

/** Whether the run can still change by itself (not passed, failed or cancelled): worth listening to. */
export function isUnfinishedRun(run: Pick<TestRun, 'status'>): boolean {
  return !FINISHED.includes(run.status);
}

/** Passed or failed runs take a review (the API refuses others). */
export function isReviewableRun(run: Pick<TestRun, 'status'>): boolean {
  return REVIEWABLE.includes(run.status);
}

/** How long the run took (or has taken so far, given `now`), when it started. */
export function runDurationMs(run: Pick<TestRun, 'started_at' | 'finished_at'>, now?: number): number | null {
  if (!run.started_at) return null;
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  if (end === undefined) return null;
  const duration = end - Date.parse(run.started_at);
  return Number.isFinite(duration) && duration >= 0 ? duration : null;
}

/** A run that ended for a reason outside the test (the browser or the worker failed): no verdict. */
export function isInfrastructureFailure(run: Pick<TestRun, 'status' | 'verdict'>): boolean {
  return run.status === 'failed' && run.verdict === null;
}
