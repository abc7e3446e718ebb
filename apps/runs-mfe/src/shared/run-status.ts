import { ACTIVE_RUN_STATUSES, canChangeRunStatus, isFinalRunStatus, REVIEWABLE_RUN_STATUSES, type RunStatus, type StepStatus, type TestRun } from '@verity/contracts';

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
const REVIEWABLE: readonly RunStatus[] = REVIEWABLE_RUN_STATUSES;

/** Queued or running: polled every 2 s. */
export function isActiveRun(run: Pick<TestRun, 'status'>): boolean {
  return ACTIVE.includes(run.status);
}

/** The user may cancel it (created, queued or running: RUN_TRANSITIONS). */
export function isCancellableRun(run: Pick<TestRun, 'status'>): boolean {
  return canChangeRunStatus(run.status, 'cancelled', 'user');
}

/** Whether the run can still change (its status is not final): worth listening to. */
export function isUnfinishedRun(run: Pick<TestRun, 'status'>): boolean {
  return !isFinalRunStatus(run.status);
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
