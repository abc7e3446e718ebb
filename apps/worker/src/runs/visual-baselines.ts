import { type Readable } from 'node:stream';
import { artifactKey, type ArtifactStore } from '@verity/artifacts';
import { type StepResult } from '@verity/contracts';
import { type Database, visualBaselines } from '@verity/db';
import { type BaselineStore } from '@verity/engine';
import { and, eq } from 'drizzle-orm';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** A saved test's run, whose visual checks compare with the test's baselines. */
export interface TestOfRun {
  ownerId: string;
  testId: string;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The test's baselines for the engine: the row in visual_baselines (the owner's own), and the picture, a file of the
 * run that took it, from the artifact store.
 */
export function baselineStore(db: Db, artifacts: ArtifactStore, test: TestOfRun): BaselineStore {
  return {
    async find({ name, viewport }) {
      const [row] = await db
        .select({ runId: visualBaselines.runId, file: visualBaselines.file })
        .from(visualBaselines)
        .where(and(eq(visualBaselines.ownerId, test.ownerId), eq(visualBaselines.testId, test.testId), eq(visualBaselines.name, name), eq(visualBaselines.viewport, viewport)));
      if (!row) return null;
      const stored = await artifacts.open(artifactKey({ ownerId: test.ownerId, runId: row.runId }, row.file));
      // Never read as "no baseline": the run would pass and keep its own picture, whatever the page shows.
      if (!stored) throw new Error(`its picture, ${row.file} of run ${row.runId}, is no longer stored`);
      return { image: await bytesOf(stored.stream), runId: row.runId, file: row.file };
    },
  };
}

/**
 * After a run that passed: each visual check that had no baseline makes its picture the test's baseline, unless one
 * was saved meanwhile (another run of the test that passed first, or a picture accepted in a review), which is kept.
 * Returns the steps with the time their picture became the baseline.
 */
export async function keepNewBaselines(db: Db, test: TestOfRun & { runId: string }, steps: StepResult[]): Promise<StepResult[]> {
  const now = new Date();
  const kept = new Set<number>();
  for (const [position, step] of steps.entries()) {
    const { visual } = step;
    if (step.status !== 'completed' || visual?.status !== 'new') continue;
    const rows = await db
      .insert(visualBaselines)
      .values({ testId: test.testId, ownerId: test.ownerId, name: visual.name, viewport: visual.viewport, runId: test.runId, file: visual.current, updatedAt: now })
      .onConflictDoNothing()
      .returning({ name: visualBaselines.name });
    if (rows.length > 0) kept.add(position);
  }
  if (kept.size === 0) return steps;
  return steps.map((step, position) => (kept.has(position) && step.visual ? { ...step, visual: { ...step.visual, became_baseline_at: now.toISOString() } } : step));
}
