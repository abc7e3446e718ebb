import { type StepResult } from '@verity/contracts';
import { type Database } from '@verity/db';
import { TEST_RUN_QUEUE } from '@verity/queue';
import { sql } from 'drizzle-orm';
import { runEndedMessages } from './messages';
import { type EndedRun, endLockedRun } from './run-repository';

/** Any constant works; every worker process uses the same one, so only one of them sweeps at a time. */
const SWEEP_LOCK_KEY = 7_310_420_005;

export interface SweepOptions {
  /** A running run whose heartbeat is older than this lost its worker. */
  staleAfterMs: number;
  /** Runs ended per sweep at most; the next sweep takes the rest. */
  limit?: number;
}

/**
 * Ends the runs whose worker died, so none stays `running` (or `pending` with no job left to run it):
 * - running, with a heartbeat older than `staleAfterMs` (its worker stopped beating), or whose job the queue
 *   failed (expired past the run timeout, or its handler crashed);
 * - pending, whose job failed for good (the retry too), so no worker will ever take it.
 * Each ends `failed` with the infrastructure reason, refunded when no step ran: the sweeper's moves in
 * RUN_TRANSITIONS (pending or running → failed). One process sweeps at a time
 * (an advisory lock), and rows a worker is writing right now are skipped (SKIP LOCKED) until the next sweep.
 */
export async function sweepStuckRuns(db: Database, { staleAfterMs, limit = 100 }: SweepOptions): Promise<EndedRun[]> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ acquired: boolean }>(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as acquired`);
    if (!lock.rows[0]?.acquired) return [];

    const jobFailed = sql`(
      exists (select 1 from pgboss.job j where j.name = ${TEST_RUN_QUEUE} and j.id = r.id and j.state = 'failed')
      or exists (select 1 from pgboss.archive a where a.name = ${TEST_RUN_QUEUE} and a.id = r.id and a.state = 'failed')
    )`;
    const stuck = await tx.execute<{ runId: string; ownerId: string; steps: StepResult[]; creditsUsed: number }>(sql`
      select r.id as "runId", r.owner_id as "ownerId", r.steps, r.credits_used as "creditsUsed"
      from test_runs r
      where (
        r.status = 'running'
        and (coalesce(r.heartbeat_at, r.started_at, r.updated_at) < now() - make_interval(secs => ${staleAfterMs / 1000}) or ${jobFailed})
      ) or (r.status = 'pending' and ${jobFailed})
      order by r.created_at
      limit ${limit}
      for update of r skip locked
    `);
    const ended: EndedRun[] = [];
    for (const run of stuck.rows) ended.push(await endLockedRun(tx, run, { message: runEndedMessages.workerStopped }));
    return ended;
  });
}
