import { z } from 'zod';
import { testRunSchema } from './api-entities';
import { type RunStatus } from './statuses';

/**
 * A suite run: every test of a folder started together (POST /folders/{id}/run). `running` while any of its
 * runs is queued or running; then `failed` when any run did not pass, `cancelled` when any was cancelled and
 * none failed, `passed` when all passed.
 */
/** The most tests one suite starts: a folder bigger than this is split into folders. */
export const MAX_SUITE_TESTS = 200;

export const SUITE_STATUSES = ['running', 'passed', 'failed', 'cancelled'] as const;
export const suiteStatusSchema = z.enum(SUITE_STATUSES);
export type SuiteStatus = z.infer<typeof suiteStatusSchema>;

export const suiteCountsSchema = z.object({
  total: z.number().int(),
  /** Queued or running. */
  in_progress: z.number().int(),
  passed: z.number().int(),
  /** Failed, or ended with no verdict (the browser or the worker failed). */
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export type SuiteCounts = z.infer<typeof suiteCountsSchema>;

export const suiteRunSchema = z.object({
  id: z.string(),
  /** Null once the folder is gone; `name` keeps what it was called when the suite started. */
  folder_id: z.string().nullable(),
  name: z.string(),
  status: suiteStatusSchema,
  counts: suiteCountsSchema,
  credits_used: z.number().int(),
  created_at: z.string(),
  /** When its last run ended; null while any runs. */
  finished_at: z.string().nullable(),
});
export type SuiteRun = z.infer<typeof suiteRunSchema>;

/** One suite with its runs, in the folder's test order (by name). */
export const suiteRunDetailSchema = suiteRunSchema.extend({ runs: z.array(testRunSchema) });
export type SuiteRunDetail = z.infer<typeof suiteRunDetailSchema>;

export const listSuiteRunsQuerySchema = z.object({
  folder_id: z.guid('folder_id must be a folder id.').optional(),
  limit: z.coerce.number().int().min(1, 'limit must be from 1 to 100.').max(100, 'limit must be from 1 to 100.').optional(),
});

/** Which count a run in `status` adds to. */
export function suiteCountOf(status: RunStatus): Exclude<keyof SuiteCounts, 'total'> | null {
  switch (status) {
    case 'pending':
    case 'running':
      return 'in_progress';
    case 'completed':
      return 'passed';
    case 'failed':
    case 'unknown':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'created':
      return null;
  }
}

/** A run that failed, or ended with no verdict: what a suite counts as failed and notifications call a failure. */
export const didNotPass = (status: RunStatus) => suiteCountOf(status) === 'failed';

/** The suite's status from its counts (see SUITE_STATUSES). */
export function suiteStatusOf(counts: SuiteCounts): SuiteStatus {
  if (counts.in_progress > 0) return 'running';
  if (counts.failed > 0) return 'failed';
  if (counts.cancelled > 0) return 'cancelled';
  return 'passed';
}

/** Counts a suite's runs by status. */
export function countSuiteRuns(statuses: readonly RunStatus[]): SuiteCounts {
  const counts: SuiteCounts = { total: statuses.length, in_progress: 0, passed: 0, failed: 0, cancelled: 0 };
  for (const status of statuses) {
    const count = suiteCountOf(status);
    if (count) counts[count] += 1;
  }
  return counts;
}

export const SUITE_STATUS_LABELS: Record<SuiteStatus, string> = {
  running: 'Running',
  passed: 'Passed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
