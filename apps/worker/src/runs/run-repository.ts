import { type RunSession, type RunStatus, runStatusesBefore, type StepResult, type TestConfiguration } from '@verity/contracts';
import { addCredits, type Database, type RunArtifacts, type RunModelUsage, testRuns } from '@verity/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

// Every status change here is a guarded update: it applies only from the statuses the run lifecycle lets the
// worker (or the sweeper) move it from (RUN_TRANSITIONS), so a cancel by the user, the sweeper or a second worker
// can race with it safely (the loser changes nothing).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export interface ClaimedRun {
  id: string;
  ownerId: string;
  /** Null once the test was deleted: its run still runs, with no stored model answers. */
  testId: string | null;
  configuration: TestConfiguration;
  /** The test's secret variables when the run was created, each value sealed under VERITY_SECRET_KEY. */
  secretVariables: Record<string, string>;
  creditsUsed: number;
}

/** pending → running; null when the run is no longer pending (cancelled, or taken already). */
export async function claimRun(db: Db, runId: string): Promise<ClaimedRun | null> {
  const now = new Date();
  const [row] = await db
    .update(testRuns)
    .set({ status: 'running', startedAt: now, heartbeatAt: now, updatedAt: now })
    .where(and(eq(testRuns.id, runId), inArray(testRuns.status, runStatusesBefore('running', 'worker'))))
    .returning({ id: testRuns.id, ownerId: testRuns.ownerId, testId: testRuns.testId, configuration: testRuns.configuration, secretVariables: testRuns.secretVariables, creditsUsed: testRuns.creditsUsed });
  return row ?? null;
}

/** The signed-in session a running run starts with, for the run page to say. */
export async function recordRunSession(db: Db, runId: string, session: RunSession): Promise<void> {
  await db
    .update(testRuns)
    .set({ session, updatedAt: new Date() })
    .where(and(eq(testRuns.id, runId), eq(testRuns.status, 'running')));
}

export async function findRunStatus(db: Db, runId: string): Promise<RunStatus | null> {
  const [row] = await db.select({ status: testRuns.status }).from(testRuns).where(eq(testRuns.id, runId));
  return row?.status ?? null;
}

/** Refreshes a running run's heartbeat; false once the run is no longer running (cancelled, ended elsewhere). */
export async function beat(db: Db, runId: string): Promise<boolean> {
  const rows = await db
    .update(testRuns)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(testRuns.id, runId), eq(testRuns.status, 'running')))
    .returning({ id: testRuns.id });
  return rows.length > 0;
}

/** Writes the steps of a running run (a progress write is a heartbeat too); false once it is no longer running. */
export async function writeProgress(db: Db, runId: string, steps: StepResult[]): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(testRuns)
    .set({ steps, heartbeatAt: now, updatedAt: now })
    .where(and(eq(testRuns.id, runId), eq(testRuns.status, 'running')))
    .returning({ id: testRuns.id });
  return rows.length > 0;
}

export interface RunEnding {
  status: 'completed' | 'failed';
  verdict: 'passed' | 'failed' | null;
  summary: string;
  error: string | null;
  steps: StepResult[];
  artifacts: RunArtifacts;
  modelUsage?: RunModelUsage | null;
}

/** running → completed | failed with the verdict; false when the run is no longer running. */
export async function finishRun(db: Db, runId: string, ending: RunEnding): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(testRuns)
    .set({ ...ending, finishedAt: now, heartbeatAt: now, updatedAt: now })
    .where(and(eq(testRuns.id, runId), inArray(testRuns.status, runStatusesBefore(ending.status, 'worker'))))
    .returning({ id: testRuns.id });
  return rows.length > 0;
}

/**
 * Records what a cancelled run got through (its steps, the remaining ones marked cancelled, and its files),
 * leaving it cancelled: the user's cancel set the status and the finish time.
 */
export async function recordCancelledRun(
  db: Db,
  runId: string,
  { steps, summary, artifacts }: Pick<RunEnding, 'steps' | 'summary' | 'artifacts'>,
): Promise<boolean> {
  const rows = await db
    .update(testRuns)
    .set({ steps, summary: sql`coalesce(${testRuns.summary}, ${summary})`, artifacts, updatedAt: new Date() })
    .where(and(eq(testRuns.id, runId), eq(testRuns.status, 'cancelled')))
    .returning({ id: testRuns.id });
  return rows.length > 0;
}

/** A step that ran to an end, passed or failed: the run did use the browser. */
export const hasExecutedAStep = (steps: StepResult[]) => steps.some((step) => step.status === 'completed' || step.status === 'failed');

/** Steps the run never got to (or was in) when it was stopped. */
export const stopUnfinishedSteps = (steps: StepResult[]): StepResult[] =>
  steps.map((step) => (step.status === 'not_started' || step.status === 'running' ? { ...step, status: 'cancelled' } : step));

/**
 * Gives a run's credits back, once: the ledger takes one 'run_refund' per run (its unique owner, reason and
 * reference), so a second attempt — by the sweeper, a retry, another worker — changes nothing. True when the
 * run's credits are back, now or before. In a savepoint: a user without a profile row gets no refund, but the
 * run still ends.
 */
async function refundRun(tx: Tx, { runId, ownerId, credits }: { runId: string; ownerId: string; credits: number }): Promise<boolean> {
  if (credits <= 0) return false;
  try {
    return await tx.transaction(async (savepoint) => {
      await addCredits(savepoint, ownerId, { credits, reason: 'run_refund', reference: runId });
      return true;
    });
  } catch {
    return false;
  }
}

export interface InfrastructureEnding {
  /** Who ends it: the run is left alone unless the lifecycle lets them fail it from its status. */
  by: 'worker' | 'sweeper';
  /** The steps to record; the run's stored steps when omitted. */
  steps?: StepResult[];
  /** The reason shown to the user, told whether the credits came back. */
  message: (isRefunded: boolean) => string;
}

export interface EndedRun {
  runId: string;
  ownerId: string;
  isRefunded: boolean;
}

/**
 * Ends a run that something other than the site under test stopped (no browser, a dead worker…): failed,
 * with no verdict on the site, unfinished steps cancelled, and its credits refunded when no step ran. The row
 * is locked first, so the status check and the ending are one step. Null when the run is not in one of the
 * expected statuses.
 */
export async function endRunForInfrastructure(db: Database, runId: string, ending: InfrastructureEnding): Promise<EndedRun | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ownerId: testRuns.ownerId, status: testRuns.status, steps: testRuns.steps, creditsUsed: testRuns.creditsUsed })
      .from(testRuns)
      .where(eq(testRuns.id, runId))
      .for('update');
    if (!row || !runStatusesBefore('failed', ending.by).includes(row.status)) return null;
    return endLockedRun(tx, { runId, ...row }, ending);
  });
}

export interface LockedRun {
  runId: string;
  ownerId: string;
  steps: StepResult[];
  creditsUsed: number;
}

/** The second half of endRunForInfrastructure, for a caller that already holds the row's lock. */
export async function endLockedRun(tx: Tx, run: LockedRun, ending: Omit<InfrastructureEnding, 'by'>): Promise<EndedRun> {
  const steps = stopUnfinishedSteps(ending.steps ?? run.steps);
  const isRefunded = !hasExecutedAStep(steps) && (await refundRun(tx, { runId: run.runId, ownerId: run.ownerId, credits: run.creditsUsed }));
  const message = ending.message(isRefunded);
  const now = new Date();
  await tx
    .update(testRuns)
    .set({ status: 'failed', verdict: null, summary: message, error: message, steps, finishedAt: now, updatedAt: now })
    .where(eq(testRuns.id, run.runId));
  return { runId: run.runId, ownerId: run.ownerId, isRefunded };
}
