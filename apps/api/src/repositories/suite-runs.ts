import { ACTIVE_RUN_STATUSES, countSuiteRuns, type RunStatus, type SuiteRun, type SuiteRunDetail, suiteStatusOf } from '@verity/contracts';
import { suiteRuns, testRuns } from '@verity/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';
import { toTestRun } from './test-runs';

type SuiteRow = typeof suiteRuns.$inferSelect;
interface RunFacts {
  status: RunStatus;
  finishedAt: Date | null;
}

/** A suite as the API shows it, from its row and its runs' statuses. */
function toSuiteRun(row: SuiteRow, runs: readonly RunFacts[]): SuiteRun {
  const counts = countSuiteRuns(runs.map((run) => run.status));
  const status = suiteStatusOf(counts);
  const ends = runs.map((run) => run.finishedAt?.getTime() ?? 0);
  return {
    id: row.id,
    folder_id: row.folderId,
    name: row.name,
    status,
    counts,
    credits_used: row.creditsUsed,
    created_at: row.createdAt.toISOString(),
    finished_at: status === 'running' || ends.length === 0 ? null : new Date(Math.max(...ends, row.createdAt.getTime())).toISOString(),
  };
}

export async function insertSuiteRun(db: Db, ownerId: string, suite: { folderId: string; name: string; creditsUsed: number }): Promise<SuiteRow> {
  const [row] = await db.insert(suiteRuns).values({ ownerId, ...suite }).returning();
  return row!;
}

export async function listSuiteRuns(db: Db, ownerId: string, { folderId, limit }: { folderId?: string; limit: number }): Promise<SuiteRun[]> {
  const rows = await db
    .select()
    .from(suiteRuns)
    .where(folderId ? and(eq(suiteRuns.ownerId, ownerId), eq(suiteRuns.folderId, folderId)) : eq(suiteRuns.ownerId, ownerId))
    .orderBy(desc(suiteRuns.createdAt), desc(suiteRuns.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const facts = await db
    .select({ suiteRunId: testRuns.suiteRunId, status: testRuns.status, finishedAt: testRuns.finishedAt })
    .from(testRuns)
    .where(and(eq(testRuns.ownerId, ownerId), inArray(testRuns.suiteRunId, rows.map((row) => row.id))));
  return rows.map((row) => toSuiteRun(row, facts.filter((fact) => fact.suiteRunId === row.id)));
}

/** Whether any run of the suite is still queued or running. */
export async function hasRunsInProgress(db: Db, suiteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: testRuns.id })
    .from(testRuns)
    .where(and(eq(testRuns.suiteRunId, suiteId), inArray(testRuns.status, [...ACTIVE_RUN_STATUSES])))
    .limit(1);
  return Boolean(row);
}

/** The caller's suite with its runs in the suite's order (the tests' names); null when not theirs. */
export async function findSuiteRun(db: Db, ownerId: string, id: string): Promise<SuiteRunDetail | null> {
  const [row] = await db.select().from(suiteRuns).where(and(eq(suiteRuns.ownerId, ownerId), eq(suiteRuns.id, id)));
  if (!row) return null;
  const runs = await db
    .select()
    .from(testRuns)
    .where(and(eq(testRuns.ownerId, ownerId), eq(testRuns.suiteRunId, id)))
    .orderBy(asc(sql`lower(${testRuns.configuration}->>'name')`), asc(testRuns.createdAt), asc(testRuns.id));
  return { ...toSuiteRun(row, runs), runs: runs.map(toTestRun) };
}
