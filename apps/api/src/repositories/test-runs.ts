import { maskedSecrets, type RunStatus, runInstructions, type StepResult, type TestConfiguration, type TestRun } from '@verity/contracts';
import { type RunReview, testRuns, tests } from '@verity/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';

type RunRow = typeof testRuns.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toTestRun(row: RunRow): TestRun {
  const configuration = row.configuration as Partial<TestConfiguration> | null;
  const secrets = maskedSecrets(Object.keys(row.secretVariables ?? {}));
  return {
    id: row.id,
    test_id: row.testId,
    status: row.status,
    configuration: {
      ...configuration,
      name: configuration?.name ?? '',
      base_url: configuration?.base_url ?? '',
      instructions: runInstructions(configuration),
      folder_id: configuration?.folder_id ?? null,
      ...(secrets ? { secret_variables: secrets } : {}),
    },
    steps: row.steps,
    verdict: row.verdict,
    summary: row.summary,
    error: row.error,
    artifacts: row.artifacts,
    review: row.review ? { decision: row.review.decision, notes: row.review.notes, reviewed_at: row.review.reviewedAt } : null,
    credits_used: row.creditsUsed,
    suite_id: row.suiteRunId,
    ...(row.session ? { session: row.session } : {}),
    model_usage: row.modelUsage
      ? {
          model: row.modelUsage.model,
          calls: row.modelUsage.calls,
          input_tokens: row.modelUsage.inputTokens,
          output_tokens: row.modelUsage.outputTokens,
          replayed: row.modelUsage.replayed,
          estimated_cost_usd: row.modelUsage.estimatedCostUsd,
        }
      : null,
    queued_at: iso(row.queuedAt),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const owned = (ownerId: string, id: string) => and(eq(testRuns.ownerId, ownerId), eq(testRuns.id, id));

export interface NewRun {
  /** The run takes the test's secret variables as they are now, as it takes its configuration. */
  testId: string | null;
  configuration: Omit<TestConfiguration, 'secret_variables'>;
  status: RunStatus;
  creditsUsed?: number;
  suiteRunId?: string;
}

export async function insertRun(db: Db, ownerId: string, run: NewRun): Promise<TestRun> {
  const queued = run.status === 'pending';
  const [row] = await db
    .insert(testRuns)
    .values({
      ownerId,
      ...run,
      secretVariables: run.testId ? sql`coalesce((select ${tests.secretVariables} from ${tests} where ${tests.id} = ${run.testId}), '{}'::jsonb)` : {},
      queuedAt: queued ? new Date() : null,
    })
    .returning();
  return toTestRun(row!);
}

export async function listRuns(db: Db, ownerId: string, { testId, limit }: { testId?: string; limit: number }): Promise<TestRun[]> {
  const rows = await db
    .select()
    .from(testRuns)
    .where(testId ? and(eq(testRuns.ownerId, ownerId), eq(testRuns.testId, testId)) : eq(testRuns.ownerId, ownerId))
    .orderBy(desc(testRuns.createdAt), desc(testRuns.id))
    .limit(limit);
  return rows.map(toTestRun);
}

export async function findRun(db: Db, ownerId: string, id: string): Promise<TestRun | null> {
  const [row] = await db.select().from(testRuns).where(owned(ownerId, id));
  return row ? toTestRun(row) : null;
}

/** The run, locked until the transaction ends, so status changes happen one at a time. */
export async function lockRun(db: Db, ownerId: string, id: string): Promise<TestRun | null> {
  const [row] = await db.select().from(testRuns).where(owned(ownerId, id)).for('update');
  return row ? toTestRun(row) : null;
}

export interface RunChanges {
  status?: RunStatus;
  review?: RunReview;
  creditsUsed?: number;
  queuedAt?: Date;
  finishedAt?: Date;
  steps?: StepResult[];
}

export async function updateRun(db: Db, ownerId: string, id: string, changes: RunChanges): Promise<TestRun> {
  const [row] = await db
    .update(testRuns)
    .set({ ...changes, updatedAt: new Date() })
    .where(owned(ownerId, id))
    .returning();
  if (!row) throw new Error(`Run ${id} vanished while being updated`);
  return toTestRun(row);
}
