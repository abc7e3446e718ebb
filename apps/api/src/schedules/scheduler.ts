import { type Database } from '@verity/db';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { inTransaction } from '../database/transaction';
import { findFolder } from '../repositories/folders';
import { lockNextDueSchedule, recordScheduleTurn } from '../repositories/schedules';
import { findTest, listFolderTests } from '../repositories/tests';
import { scheduleSkipped } from '../notifications/notification-content';
import { notify } from '../notifications/notify';
import { checkRunTarget, checkSuite, type RunStarting, startSuiteRun, startTestRun } from '../services/start-runs';
import { nextRunAfter } from './timing';

/** pg-boss puts one job a minute on this queue (its cron runs once however many API processes run). */
export const SCHEDULE_TICK_QUEUE = 'schedule-tick';
const EVERY_MINUTE = '* * * * *';

export interface SchedulerDependencies {
  pool: pg.Pool;
  db: Database;
  starting: RunStarting;
  now?: () => Date;
  log?: (message: string) => void;
}

type DueSchedule = NonNullable<Awaited<ReturnType<typeof lockNextDueSchedule>>> & { nextRunAt: Date };

/** Claims the next due turn: its next run moves on, in the transaction that holds its lock. */
async function claimNextTurn(pool: pg.Pool, at: Date): Promise<DueSchedule | null> {
  return inTransaction(pool, async (tx) => {
    const due = await lockNextDueSchedule(tx.db, at);
    if (!due) return null;
    // Turns missed while nothing ran (the API was down) are not made up: the next one counts from now.
    const nextRunAt = nextRunAfter(due.timing, due.timezone, at);
    await recordScheduleTurn(tx.db, due.id, {
      at,
      nextRunAt,
      outcome: due.lastOutcome ?? 'started',
      message: due.lastMessage,
      runId: due.lastRunId,
      suiteId: due.lastSuiteId,
    });
    return { ...due, nextRunAt };
  });
}

/** What a message about the schedule names: the test's or the folder's name, and the folder its turn was about. */
async function targetOf({ db }: SchedulerDependencies, schedule: DueSchedule): Promise<{ name: string; folderId: string | null }> {
  if (schedule.testId) {
    const test = await findTest(db, schedule.ownerId, schedule.testId);
    return { name: test?.configuration.name ?? 'a deleted test', folderId: test?.configuration.folder_id ?? null };
  }
  const folder = schedule.folderId ? await findFolder(db, schedule.ownerId, schedule.folderId) : null;
  return { name: folder?.name ?? 'a deleted folder', folderId: schedule.folderId };
}

/** Starts the schedule's test or folder; what it started, or throws why it could not. */
async function startTurn({ pool, db, starting }: SchedulerDependencies, schedule: DueSchedule): Promise<{ runId?: string; suiteId?: string }> {
  if (schedule.testId) {
    const test = await findTest(db, schedule.ownerId, schedule.testId);
    if (!test) throw new Error('The test no longer exists.');
    await checkRunTarget(starting.guardRunTarget, test);
    const run = await inTransaction(pool, (tx) => startTestRun(tx, starting, schedule.ownerId, test));
    return { runId: run.id };
  }
  const folder = schedule.folderId ? await findFolder(db, schedule.ownerId, schedule.folderId) : null;
  if (!folder) throw new Error('The folder no longer exists.');
  await checkSuite(starting, folder, await listFolderTests(db, schedule.ownerId, folder.id));
  return { suiteId: await inTransaction(pool, (tx) => startSuiteRun(tx, starting, schedule.ownerId, folder)) };
}

/**
 * Starts every schedule whose turn has come, one at a time: each turn is claimed first (so it starts once), then
 * started and recorded. A turn that cannot start (not enough credits, a deleted folder, a refused address) is
 * recorded as skipped with the reason, which the schedule shows. Returns how many turns were taken.
 */
export async function runDueSchedules(dependencies: SchedulerDependencies): Promise<number> {
  const { pool, now = () => new Date(), log = () => undefined } = dependencies;
  let turns = 0;
  for (;;) {
    const at = now();
    const schedule = await claimNextTurn(pool, at);
    if (!schedule) return turns;
    turns += 1;
    try {
      const started = await startTurn(dependencies, schedule);
      await inTransaction(pool, (tx) => recordScheduleTurn(tx.db, schedule.id, { at, nextRunAt: schedule.nextRunAt, outcome: 'started', message: null, ...started }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`schedule ${schedule.id} skipped its turn: ${reason}`);
      await inTransaction(pool, async (tx) => {
        await recordScheduleTurn(tx.db, schedule.id, { at, nextRunAt: schedule.nextRunAt, outcome: 'skipped', message: reason });
        const target = await targetOf(dependencies, schedule);
        await notify(tx, dependencies.starting.queue, schedule.ownerId, target.folderId, scheduleSkipped(schedule, target.name, reason));
      });
    }
  }
}

/** Wakes the scheduler once a minute through pg-boss's cron; returns how to stop it. */
export async function startScheduler(queue: Pick<PgBoss, 'getQueue' | 'createQueue' | 'schedule' | 'work' | 'offWork'>, dependencies: SchedulerDependencies): Promise<() => Promise<void>> {
  if (!(await queue.getQueue(SCHEDULE_TICK_QUEUE))) await queue.createQueue(SCHEDULE_TICK_QUEUE);
  await queue.schedule(SCHEDULE_TICK_QUEUE, EVERY_MINUTE);
  await queue.work(SCHEDULE_TICK_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    await runDueSchedules(dependencies);
  });
  return () => queue.offWork(SCHEDULE_TICK_QUEUE);
}
