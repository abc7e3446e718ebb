import { z } from 'zod';

/** The queue a run goes through from the API (which queues it) to a worker (which executes it). */
export const TEST_RUN_QUEUE = 'test-run';

export const testRunJobSchema = z.object({ runId: z.string().min(1) });
/** A job names the run; everything else (the snapshotted test configuration) is read from the database. */
export type TestRunJob = z.infer<typeof testRunJobSchema>;

/** How long a run may take before its worker stops it (RUN_TIMEOUT_SECONDS in the worker). */
export const DEFAULT_RUN_TIMEOUT_SECONDS = 300;

/**
 * The test-run queue's job settings. A job stays active while its worker executes the run; one still active a
 * minute past the run timeout belongs to a worker that died, and the queue's maintenance expires it. One retry
 * lets a job whose worker died before starting the run be taken again (a worker only executes a run that is
 * still pending, so a run never executes twice).
 */
export function testRunQueuePolicy(runTimeoutSeconds = DEFAULT_RUN_TIMEOUT_SECONDS) {
  return { expireInSeconds: runTimeoutSeconds + 60, retryLimit: 1, retryDelay: 5 };
}
