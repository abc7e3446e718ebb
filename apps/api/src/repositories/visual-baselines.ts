import { visualBaselines } from '@verity/db';
import { type Db } from '../database/transaction';

export interface Baseline {
  ownerId: string;
  testId: string;
  /** The visual check's subject ('page', '"Pricing"'), and the window size ('1280x800'). */
  name: string;
  viewport: string;
  /** The run whose file the picture is, and the file. */
  runId: string;
  file: string;
}

/** Makes the picture the test's baseline for its subject and window size, in place of the one before. */
export async function replaceBaseline(db: Db, baseline: Baseline, at: Date): Promise<void> {
  await db
    .insert(visualBaselines)
    .values({ ...baseline, updatedAt: at })
    .onConflictDoUpdate({
      target: [visualBaselines.testId, visualBaselines.name, visualBaselines.viewport],
      set: { runId: baseline.runId, file: baseline.file, updatedAt: at },
    });
}
