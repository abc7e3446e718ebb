import { z } from 'zod';

/** The queue a run goes through from the API (which queues it) to a worker (which executes it). */
export const TEST_RUN_QUEUE = 'test-run';

export const testRunJobSchema = z.object({ runId: z.string().min(1) });
/** A job names the run; everything else (the snapshotted test configuration) is read from the database. */
export type TestRunJob = z.infer<typeof testRunJobSchema>;
