import { canChangeRunStatus, isFinalRunStatus, REVIEWABLE_RUN_STATUSES, type RunStatus, type StepStatus, type TestRun } from '@verity/contracts';

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

const REVIEWABLE: readonly RunStatus[] = REVIEWABLE_RUN_STATUSES;

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

/** A run that ended for a reason outside the test (the browser or the worker failed): no verdict. */
export function isInfrastructureFailure(run: Pick<TestRun, 'status' | 'verdict'>): boolean {
  return run.status === 'failed' && run.verdict === null;
}
