import { type Schedule, type ScheduleOutcome, type ScheduleTiming } from '@verity/contracts';
import { folders, schedules, tests } from '@verity/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';
import { describeTiming } from '../schedules/timing';

type ScheduleRow = typeof schedules.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;

function toSchedule(row: ScheduleRow, targetName: string): Schedule {
  return {
    id: row.id,
    test_id: row.testId,
    folder_id: row.folderId,
    target_name: targetName,
    timing: row.timing,
    timezone: row.timezone,
    description: describeTiming(row.timing, row.timezone),
    enabled: row.enabled,
    next_run_at: iso(row.nextRunAt),
    last_run_at: iso(row.lastRunAt),
    last_outcome: row.lastOutcome,
    last_message: row.lastMessage,
    last_run_id: row.lastRunId,
    last_suite_id: row.lastSuiteId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The schedules with their target's name now: the test's or the folder's. */
const withTargets = (db: Db) =>
  db
    .select({ schedule: schedules, targetName: sql<string>`coalesce(${tests.configuration}->>'name', ${folders.name}, '')` })
    .from(schedules)
    .leftJoin(tests, eq(tests.id, schedules.testId))
    .leftJoin(folders, eq(folders.id, schedules.folderId));

const owned = (ownerId: string, id: string) => and(eq(schedules.ownerId, ownerId), eq(schedules.id, id));

export interface NewSchedule {
  testId: string | null;
  folderId: string | null;
  timing: ScheduleTiming;
  timezone: string;
  enabled: boolean;
  nextRunAt: Date | null;
}

export async function insertSchedule(db: Db, ownerId: string, schedule: NewSchedule): Promise<Schedule> {
  const [row] = await db.insert(schedules).values({ ownerId, ...schedule }).returning({ id: schedules.id });
  return (await findSchedule(db, ownerId, row!.id))!;
}

export async function listSchedules(db: Db, ownerId: string, { testId, folderId }: { testId?: string; folderId?: string }): Promise<Schedule[]> {
  const rows = await withTargets(db)
    .where(
      and(
        eq(schedules.ownerId, ownerId),
        testId ? eq(schedules.testId, testId) : undefined,
        folderId ? eq(schedules.folderId, folderId) : undefined,
      ),
    )
    .orderBy(asc(schedules.createdAt), asc(schedules.id));
  return rows.map(({ schedule, targetName }) => toSchedule(schedule, targetName));
}

export async function findSchedule(db: Db, ownerId: string, id: string): Promise<Schedule | null> {
  const [row] = await withTargets(db).where(owned(ownerId, id));
  return row ? toSchedule(row.schedule, row.targetName) : null;
}

export async function updateSchedule(
  db: Db,
  ownerId: string,
  id: string,
  changes: Partial<Pick<ScheduleRow, 'timing' | 'timezone' | 'enabled' | 'nextRunAt'>>,
): Promise<Schedule | null> {
  const [row] = await db.update(schedules).set({ ...changes, updatedAt: new Date() }).where(owned(ownerId, id)).returning({ id: schedules.id });
  return row ? findSchedule(db, ownerId, row.id) : null;
}

export async function deleteSchedule(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db.delete(schedules).where(owned(ownerId, id)).returning({ id: schedules.id });
  return rows.length > 0;
}

/**
 * The next schedule whose turn has come, locked until the transaction ends; one another process holds is
 * skipped, so two schedulers never start the same turn.
 */
export async function lockNextDueSchedule(db: Db, now: Date): Promise<ScheduleRow | null> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.enabled, true), lte(schedules.nextRunAt, now)))
    .orderBy(asc(schedules.nextRunAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export interface ScheduleTurn {
  at: Date;
  nextRunAt: Date;
  outcome: ScheduleOutcome;
  message: string | null;
  runId?: string | null;
  suiteId?: string | null;
}

export async function recordScheduleTurn(db: Db, id: string, turn: ScheduleTurn): Promise<void> {
  await db
    .update(schedules)
    .set({
      nextRunAt: turn.nextRunAt,
      lastRunAt: turn.at,
      lastOutcome: turn.outcome,
      lastMessage: turn.message,
      lastRunId: turn.runId ?? null,
      lastSuiteId: turn.suiteId ?? null,
      updatedAt: new Date(),
    })
    .where(eq(schedules.id, id));
}
