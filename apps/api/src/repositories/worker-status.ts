import { type WorkerBrowserReport } from '@verity/contracts';
import { type Database, workerStatus } from '@verity/db';
import { desc, gt } from 'drizzle-orm';

/** Workers refresh their report every 30 s: one not seen for three refreshes is gone. */
export const WORKER_REPORT_MAX_AGE_MS = 90_000;

/** The reports of the workers alive now, the most recently started first. */
export async function listLiveWorkers(db: Database, maxAgeMs = WORKER_REPORT_MAX_AGE_MS): Promise<WorkerBrowserReport[]> {
  const rows = await db
    .select()
    .from(workerStatus)
    .where(gt(workerStatus.seenAt, new Date(Date.now() - maxAgeMs)))
    .orderBy(desc(workerStatus.startedAt));
  return rows.map((row) => ({ worker: row.name, hostname: row.hostname, browser: row.browser, seen_at: row.seenAt.toISOString() }));
}
