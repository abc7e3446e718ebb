import { type BrowserStatus } from '@verity/contracts';
import { type Database } from '@verity/db';
import { removeWorkerStatus, saveWorkerStatus, type WorkerIdentity } from './worker-status-repository';

export interface WorkerStatusReporterOptions {
  db: Database;
  worker: WorkerIdentity;
  /** Looks for a browser again (a start and a close); called while none is available, so one installed later is seen. */
  probe: () => Promise<BrowserStatus>;
  /** How often the report is refreshed; the API counts a worker gone after three missed refreshes. */
  intervalMs?: number;
  logError: (message: string, error: unknown) => void;
}

export interface WorkerStatusReporter {
  /** The latest status, written now: from a probe, or from a browser start or failure during a run. */
  report(browser: BrowserStatus): Promise<void>;
  current(): BrowserStatus;
  stop(): Promise<void>;
}

/** Writes this worker's row in worker_status, then keeps it current until stop(), which removes it. */
export async function startWorkerStatusReporter(initial: BrowserStatus, options: WorkerStatusReporterOptions): Promise<WorkerStatusReporter> {
  const { db, worker, probe, intervalMs = 30_000, logError } = options;
  let latest = initial;
  let writing: Promise<void> = Promise.resolve();
  let isStopped = false;

  // Writes are chained so a late one never overwrites a newer status, nor recreates the row after stop().
  const write = (browser: BrowserStatus): Promise<void> => {
    latest = browser;
    writing = writing
      .then(() => (isStopped ? undefined : saveWorkerStatus(db, worker, browser)))
      .catch((error: unknown) => logError('could not record the worker status', error));
    return writing;
  };

  const refresh = async () => write(latest.state === 'ready' ? latest : await probe());
  const timer = setInterval(() => void refresh().catch((error: unknown) => logError('could not look for a browser', error)), intervalMs);
  await write(initial);

  return {
    report: write,
    current: () => latest,
    async stop() {
      clearInterval(timer);
      isStopped = true;
      await writing;
      await removeWorkerStatus(db, worker.workerId).catch((error: unknown) => logError('could not remove the worker status', error));
    },
  };
}
