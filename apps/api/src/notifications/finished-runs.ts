import { didNotPass, type TestRun } from '@verity/contracts';
import { suiteRuns, testRuns } from '@verity/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type pg from 'pg';
import { inTransaction, type Transaction } from '../database/transaction';
import { findSuiteRun, hasRunsInProgress, listSuiteRuns } from '../repositories/suite-runs';
import { toTestRun } from '../repositories/test-runs';
import { runFailed, runRecovered, suiteFailed, suiteRecovered } from './notification-content';
import { type DeliveryQueue, notify } from './notify';

const BATCH = 20;
const VERDICT_STATUSES = ['completed', 'failed', 'unknown'] as const;

/** Whether the test's previous finished run (cancelled ones aside) did not pass. */
async function previousRunFailed(tx: Transaction, ownerId: string, run: TestRun): Promise<boolean> {
  const [previous] = await tx.db
    .select({ status: testRuns.status })
    .from(testRuns)
    .where(
      and(
        eq(testRuns.ownerId, ownerId),
        eq(testRuns.testId, run.test_id!),
        ne(testRuns.id, run.id),
        inArray(testRuns.status, [...VERDICT_STATUSES]),
        lt(testRuns.finishedAt, new Date(run.finished_at!)),
      ),
    )
    .orderBy(desc(testRuns.finishedAt))
    .limit(1);
  return previous ? didNotPass(previous.status) : false;
}

/** A suite is told about once, when its last run ends: by whichever transaction claims it first. */
async function notifyAboutSuite(tx: Transaction, queue: DeliveryQueue, ownerId: string, suiteId: string): Promise<void> {
  // Most runs of a suite end while others still run: a look at one row, not the whole suite, answers them.
  if (await hasRunsInProgress(tx.db, suiteId)) return;
  const claimed = await tx.db
    .update(suiteRuns)
    .set({ notifiedAt: new Date() })
    .where(and(eq(suiteRuns.id, suiteId), isNull(suiteRuns.notifiedAt)))
    .returning({ id: suiteRuns.id });
  if (claimed.length === 0) return;
  const suite = await findSuiteRun(tx.db, ownerId, suiteId);
  if (!suite) return;
  if (suite.counts.failed > 0) {
    await notify(tx, queue, ownerId, suite.folder_id, suiteFailed(suite));
    return;
  }
  if (suite.status !== 'passed' || !suite.folder_id) return;
  const earlier = (await listSuiteRuns(tx.db, ownerId, { folderId: suite.folder_id, limit: 10 })).find(
    (candidate) => candidate.created_at < suite.created_at && candidate.status !== 'running' && candidate.status !== 'cancelled',
  );
  if (earlier?.status === 'failed') await notify(tx, queue, ownerId, suite.folder_id, suiteRecovered(suite));
}

async function notifyAboutRun(tx: Transaction, queue: DeliveryQueue, ownerId: string, run: TestRun): Promise<void> {
  // A suite's runs are told about together, once the suite has ended.
  if (run.suite_id) return notifyAboutSuite(tx, queue, ownerId, run.suite_id);
  const folderId = run.configuration.folder_id ?? null;
  if (didNotPass(run.status)) {
    await notify(tx, queue, ownerId, folderId, runFailed(run));
  } else if (run.status === 'completed' && run.test_id && (await previousRunFailed(tx, ownerId, run))) {
    await notify(tx, queue, ownerId, folderId, runRecovered(run));
  }
}

/**
 * Looks at every run that ended since the last look (whoever ended it: a worker, the sweeper, a cancel) and
 * queues what its owner asked to be told. Each run is taken under a row lock (SKIP LOCKED) and marked in the same
 * transaction, so however many API processes look, a run is told about once. Returns how many runs were looked at.
 */
export async function notifyFinishedRuns(pool: pg.Pool, queue: DeliveryQueue): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await inTransaction(pool, async (tx) => {
      const rows = await tx.db
        .select()
        .from(testRuns)
        .where(and(isNull(testRuns.notifiedAt), isNotNull(testRuns.finishedAt)))
        .orderBy(asc(testRuns.finishedAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      await tx.db.update(testRuns).set({ notifiedAt: new Date() }).where(inArray(testRuns.id, rows.map((row) => row.id)));
      for (const row of rows) await notifyAboutRun(tx, queue, row.ownerId, toTestRun(row));
      return rows.length;
    });
    if (count === 0) return handled;
    handled += count;
  }
}
