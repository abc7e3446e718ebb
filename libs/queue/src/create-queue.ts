import PgBoss from 'pg-boss';
import { TEST_RUN_QUEUE, testRunQueuePolicy } from './jobs';

/**
 * `api` supervises the queue (maintenance: expiring abandoned jobs, archiving) and runs the scheduler.
 * `worker` only consumes: many worker processes share one queue, and one supervisor is enough.
 */
export type QueueRole = 'api' | 'worker';

export interface CreateQueueOptions {
  /** pg-boss reports background failures (maintenance, polling) here; an unhandled one would crash the process. */
  onError?: (error: Error) => void;
}

/** Connects pg-boss for a role, installs or migrates its schema when needed, and makes sure our queues exist. */
export async function createQueue(
  databaseUrl: string,
  role: QueueRole,
  { onError = (error) => console.error(`Queue error: ${error.message}`) }: CreateQueueOptions = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    application_name: `verity-${role}`,
    // The API's cron (schedules' once-a-minute wake-up) is checked every 10 s, so a turn starts early in its minute.
    ...(role === 'worker' ? { supervise: false, schedule: false } : { cronMonitorIntervalSeconds: 10 }),
  });
  boss.on('error', onError);
  await boss.start();
  try {
    // create_queue() is idempotent (insert … on conflict do nothing), so concurrent starts are safe.
    if (!(await boss.getQueue(TEST_RUN_QUEUE))) await boss.createQueue(TEST_RUN_QUEUE, { name: TEST_RUN_QUEUE, ...testRunQueuePolicy() });
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }
  return boss;
}
