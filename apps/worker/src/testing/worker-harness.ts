import { drizzle } from 'drizzle-orm/node-postgres';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ArtifactStore, createLocalArtifactStore } from '@verity/artifacts';
import { createDatabase, createPool, creditLedger, type Database, debitForRun, profiles, RUN_UPDATES_CHANNEL, testRuns, tests } from '@verity/db';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from '@verity/db/testing';
import { createQueue, TEST_RUN_QUEUE } from '@verity/queue';
import { MIGRATED_WITH_QUEUE } from '@verity/queue/testing';
import { type TestConfiguration } from '@verity/contracts';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { type RunResult } from '../runs/execute-run';
import { type RunWorker, type RunWorkerOptions, startRunWorker } from '../run-worker';
import { fakeBrowsers } from './fake-browsers';

export { fakeBrowsers };

export type RunRow = typeof testRuns.$inferSelect;

export interface QueueRunOptions {
  asTest?: boolean;
  testId?: string;
  /** More of the run's configuration snapshot (run options, session_from…). */
  configuration?: Partial<TestConfiguration>;
  /** The run's secret variables, sealed. */
  secretVariables?: Record<string, string>;
}

export interface WorkerHarness {
  db: Database;
  pool: pg.Pool;
  boss: PgBoss;
  databaseUrl: string;
  artifactsDir: string;
  artifacts: ArtifactStore;
  /** A user with a profile and `balance` credits. */
  newOwner(balance?: number): Promise<string>;
  /** A run as the API queues it: pending, one credit debited (with its ledger entry), its job sent. */
  /** Queues a run (debiting a credit); `asTest` saves the test first, `testId` runs a saved one, so the run has a test_id. */
  queueRun(ownerId: string, name: string, instructions: string[], baseUrl?: string, options?: QueueRunOptions): Promise<string>;
  /** A worker on this database; stopped after the test. */
  startWorker(options: Pick<RunWorkerOptions, 'runTest'> & Partial<RunWorkerOptions>): Promise<RunWorker>;
  /** Resolves with what the worker did with the run's job. */
  runEnded(runId: string): Promise<RunResult>;
  /** The run row once `isReady` holds, re-read on each run_updates notification of the run. */
  waitForRun(runId: string, isReady: (run: RunRow) => boolean): Promise<RunRow>;
  readRun(runId: string): Promise<RunRow>;
  balanceOf(ownerId: string): Promise<number>;
  refundsOf(ownerId: string): Promise<Array<typeof creditLedger.$inferSelect>>;
  jobState(runId: string): Promise<string | undefined>;
  /** pg-boss records a job's end just after its handler returns, and announces nothing: this polls. */
  waitForJobState(runId: string, state: string): Promise<void>;
}

/**
 * A database of its own per test file, migrated, with pg-boss installed as the API does it (MIGRATED_WITH_QUEUE), a
 * local artifact store in a temporary directory, and workers with short timings that each test starts (and the harness stops).
 */
export function useWorkerHarness(): () => WorkerHarness {
  const database = createTestDatabase({ prepared: MIGRATED_WITH_QUEUE });
  let harness: WorkerHarness | undefined;
  let listener: pg.Client | undefined;
  let supervisor: PgBoss | undefined;
  const workers: RunWorker[] = [];
  const endings = new Map<string, { result?: RunResult; resolve?: (result: RunResult) => void }>();
  const runWaiters = new Set<{ runId: string; check: () => void }>();

  const onRunEnded = (runId: string, result: RunResult) => {
    const entry = endings.get(runId) ?? {};
    entry.result = result;
    entry.resolve?.(result);
    endings.set(runId, entry);
  };

  beforeAll(async () => {
    await database.start();
    const { databaseUrl } = database;
    const pool = createPool(databaseUrl, { max: 20 });
    const db = createDatabase(pool);
    supervisor = await createQueue(databaseUrl, 'api', { onError: () => undefined });
    const boss = await createQueue(databaseUrl, 'worker', { onError: () => undefined });
    const artifactsDir = await mkdtemp(join(tmpdir(), 'verity-worker-artifacts-'));
    const artifacts = createLocalArtifactStore(artifactsDir);

    listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    listener.on('notification', () => {
      for (const waiter of runWaiters) waiter.check();
    });
    await listener.query(`listen ${RUN_UPDATES_CHANNEL}`);

    const readRun = async (runId: string) => {
      const [row] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
      if (!row) throw new Error(`No run ${runId}`);
      return row;
    };

    harness = {
      db,
      pool,
      boss,
      databaseUrl,
      artifactsDir,
      artifacts,
      async newOwner(balance = 10) {
        const ownerId = randomUUID();
        await db.insert(profiles).values({ ownerId, creditBalance: balance });
        return ownerId;
      },
      async queueRun(ownerId, name, instructions, baseUrl = 'https://shop.example.com', { asTest = false, testId, configuration: more, secretVariables = {} } = {}) {
        const configuration = { name, base_url: baseUrl, instructions, ...more };
        const [test] = asTest ? await db.insert(tests).values({ ownerId, configuration }).returning({ id: tests.id }) : [];
        // As the API does it: the run, its debit and its job in one transaction, announced when it commits.
        const client = await pool.connect();
        try {
          await client.query('begin');
          const tx = drizzle(client);
          const [run] = await tx
            .insert(testRuns)
            .values({ ownerId, testId: testId ?? test?.id ?? null, status: 'pending', configuration, secretVariables, creditsUsed: 1, queuedAt: new Date() })
            .returning({ id: testRuns.id });
          if ((await debitForRun(tx, ownerId, 1, run!.id)) === null) throw new Error(`${ownerId} cannot pay for a run`);
          await boss.send(TEST_RUN_QUEUE, { runId: run!.id }, { id: run!.id, db: { executeSql: (text, values) => client.query(text, values) } });
          await client.query('commit');
          return run!.id;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      async startWorker(options) {
        const worker = await startRunWorker({
          boss,
          db,
          databaseUrl,
          browsers: fakeBrowsers(),
          artifacts,
          concurrency: 2,
          runTimeoutSeconds: 30,
          allowPrivateNetwork: true,
          heartbeatIntervalMs: 200,
          staleAfterMs: 2_000,
          sweepIntervalMs: 60_000,
          progressIntervalMs: 50,
          stopGraceMs: 500,
          pollingIntervalSeconds: 0.5,
          log: () => undefined,
          logError: () => undefined,
          onRunEnded,
          ...options,
        });
        workers.push(worker);
        return worker;
      },
      runEnded(runId) {
        const entry = endings.get(runId) ?? {};
        endings.set(runId, entry);
        if (entry.result) return Promise.resolve(entry.result);
        return new Promise((resolve) => (entry.resolve = resolve));
      },
      waitForRun(runId, isReady) {
        return new Promise((resolve, reject) => {
          let isChecking = false;
          let isAgain = false;
          const waiter = {
            runId,
            check: () => {
              if (isChecking) {
                isAgain = true;
                return;
              }
              isChecking = true;
              readRun(runId).then(
                (row) => {
                  isChecking = false;
                  if (isReady(row)) {
                    runWaiters.delete(waiter);
                    resolve(row);
                  } else if (isAgain) {
                    isAgain = false;
                    waiter.check();
                  }
                },
                (error: unknown) => {
                  runWaiters.delete(waiter);
                  reject(error);
                },
              );
            },
          };
          runWaiters.add(waiter);
          waiter.check();
        });
      },
      readRun,
      async balanceOf(ownerId) {
        const [profile] = await db.select().from(profiles).where(eq(profiles.ownerId, ownerId));
        return profile!.creditBalance;
      },
      refundsOf: (ownerId) => db.select().from(creditLedger).where(and(eq(creditLedger.ownerId, ownerId), eq(creditLedger.reason, 'run_refund'))),
      async jobState(runId) {
        const result = await pool.query<{ state: string }>(
          `select state from pgboss.job where name = $1 and id = $2 union all select state from pgboss.archive where name = $1 and id = $2`,
          [TEST_RUN_QUEUE, runId],
        );
        return result.rows[0]?.state;
      },
      async waitForJobState(runId, state) {
        const deadline = Date.now() + 10_000;
        let current = await harness!.jobState(runId);
        while (current !== state) {
          if (Date.now() > deadline) throw new Error(`The job of run ${runId} stayed ${current}, never ${state}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          current = await harness!.jobState(runId);
        }
      },
    };
  }, TEST_DATABASE_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop(0)));
  });

  afterAll(async () => {
    const steps = [
      () => Promise.all(workers.splice(0).map((worker) => worker.stop(0))),
      () => listener?.end(),
      () => harness?.boss.stop({ graceful: false, wait: true }),
      () => supervisor?.stop({ graceful: false, wait: true }),
      () => harness?.pool.end(),
      () => harness && rm(harness.artifactsDir, { recursive: true, force: true }),
    ];
    const failures: unknown[] = [];
    for (const step of steps) await Promise.resolve(step()).catch((error: unknown) => failures.push(error));
    await database.stop();
    if (failures.length) throw new AggregateError(failures, 'The worker harness did not stop cleanly');
  }, TEST_DATABASE_TIMEOUT_MS);

  return () => {
    if (!harness) throw new Error('The worker harness is not started');
    return harness;
  };
}
