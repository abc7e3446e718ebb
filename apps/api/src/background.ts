import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { type Database } from '@verity/db';
import { startDeliveries } from './notifications/deliveries';
import { notifyFinishedRuns } from './notifications/finished-runs';
import { type Sending } from './notifications/send-notification';
import { startScheduler } from './schedules/scheduler';
import { type RunStarting } from './services/start-runs';

export interface BackgroundOptions {
  /** The whole pg-boss (cron, queues of its own). */
  queue: Pick<PgBoss, 'getQueue' | 'createQueue' | 'schedule' | 'work' | 'offWork' | 'send'>;
  /** How often finished runs are looked at for notifications (default 2 s). */
  notifierIntervalMs?: number;
  /** The first retry of a failed delivery, doubling after (default 10 s). */
  deliveryRetrySeconds?: number;
}

interface BackgroundDependencies {
  pool: pg.Pool;
  db: Database;
  starting: RunStarting;
  sending: Sending;
  log: (message: string) => void;
}

/**
 * The API's work besides answering requests: schedules' turns (woken by pg-boss's cron), notifications about
 * runs that ended (looked for every few seconds), and their deliveries (a pg-boss queue, retried). Returns how to
 * stop it all.
 */
export async function startBackgroundWork(options: BackgroundOptions, { pool, db, starting, sending, log }: BackgroundDependencies): Promise<() => Promise<void>> {
  const { queue, notifierIntervalMs = 2_000, deliveryRetrySeconds = 10 } = options;
  const stopScheduler = await startScheduler(queue, { pool, db, starting, log });
  const stopDeliveries = await startDeliveries(queue, db, sending, deliveryRetrySeconds);
  let looking: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    looking = looking.then(() => notifyFinishedRuns(pool, queue)).catch((error: unknown) => log(`notifier: ${error instanceof Error ? error.message : String(error)}`));
  }, notifierIntervalMs);
  return async () => {
    clearInterval(timer);
    await looking;
    await Promise.all([stopScheduler(), stopDeliveries()]);
  };
}
