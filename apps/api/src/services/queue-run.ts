import { debitForRun } from '@verity/db';
import { TEST_RUN_QUEUE, type TestRunJob } from '@verity/queue';
import { type RunQueue } from '../context';
import { type Transaction } from '../database/transaction';
import { ApiError } from '../errors';

const plural = (count: number) => `${count} credit${count === 1 ? '' : 's'}`;

/**
 * Pays for a run and queues it, in the caller's transaction: the debit (guarded, so concurrent runs never
 * overdraw), its ledger entry and the pg-boss job commit together or not at all.
 */
export async function payAndQueueRun(tx: Transaction, queue: RunQueue, ownerId: string, runId: string, cost: number): Promise<void> {
  const balance = await debitForRun(tx.db, ownerId, cost, runId);
  if (balance === null) {
    throw new ApiError(
      402,
      'insufficient_credits',
      `Not enough credits: a run costs ${plural(cost)}. Buy credits or redeem a promo code to run this test.`,
    );
  }
  const job: TestRunJob = { runId };
  // The job's id is the run's: a run is queued once, and cancelling it can withdraw the job.
  const jobId = await queue.send(TEST_RUN_QUEUE, job, { id: runId, db: tx.queueConnection });
  if (!jobId) throw new Error(`The queue refused the job of run ${runId}`);
}

/** Withdraws a queued run's job, in the caller's transaction; a job a worker already took is left to it. */
export async function withdrawQueuedRun(tx: Transaction, queue: RunQueue, runId: string): Promise<void> {
  await queue.cancel(TEST_RUN_QUEUE, runId, { db: tx.queueConnection });
}
