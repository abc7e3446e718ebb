import { type BrowserStatus } from '@verity/contracts';
import { type Database, workerStatus } from '@verity/db';
import { eq } from 'drizzle-orm';

export interface WorkerIdentity {
  /** Unique per process: `<WORKER_NAME>@<hostname>:<pid>`. */
  workerId: string;
  name: string;
  hostname: string;
}

/** Records (or refreshes) what this worker can run tests with; `seen_at` says it is alive. */
export async function saveWorkerStatus(db: Database, worker: WorkerIdentity, browser: BrowserStatus): Promise<void> {
  const seenAt = new Date();
  await db
    .insert(workerStatus)
    .values({ ...worker, browser, seenAt })
    .onConflictDoUpdate({ target: workerStatus.workerId, set: { browser, seenAt } });
}

/** A worker that stops says so at once, rather than waiting for its report to grow old. */
export async function removeWorkerStatus(db: Database, workerId: string): Promise<void> {
  await db.delete(workerStatus).where(eq(workerStatus.workerId, workerId));
}
