import { type TestRun, userRunCreditEffect } from '@verity/contracts';
import { addCredits } from '@verity/db';
import { type RunQueue } from '../context';
import { type Transaction } from '../database/transaction';
import { ApiError } from '../errors';
import { type RunChanges } from '../repositories/test-runs';
import { withdrawQueuedRun } from './queue-run';

/** Whether the owner may cancel a run in this status now. */
export const isCancellable = (run: Pick<TestRun, 'status'>) => userRunCreditEffect(run.status, 'cancelled') !== null;

/**
 * The changes that cancel `run` (locked by the caller's transaction), with what cancelling does besides: a
 * queued run that never started leaves the queue and gives its credits back, once (RUN_TRANSITIONS); the
 * ledger reference is the run. A worker that took the job meanwhile sees the run cancelled.
 */
export async function cancellationOf(tx: Transaction, queue: RunQueue, ownerId: string, run: TestRun): Promise<RunChanges> {
  const credits = userRunCreditEffect(run.status, 'cancelled');
  if (credits === null) {
    throw new ApiError(409, 'run_not_cancellable', `This run is ${run.status}: only created, pending or running runs can be cancelled.`);
  }
  if (run.status === 'pending') await withdrawQueuedRun(tx, queue, run.id);
  if (credits === 'refund' && run.credits_used > 0) {
    await addCredits(tx.db, ownerId, { credits: run.credits_used, reason: 'run_refund', reference: run.id });
  }
  return { status: 'cancelled', finishedAt: new Date() };
}
