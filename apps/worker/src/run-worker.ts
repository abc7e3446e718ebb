import { type ArtifactStore } from '@verity/artifacts';
import { type Database } from '@verity/db';
import { TEST_RUN_QUEUE, type TestRunJob, testRunJobSchema, testRunQueuePolicy } from '@verity/queue';
import type PgBoss from 'pg-boss';
import { type BrowserProvider } from '@verity/browser';
import { DEFAULT_MAX_MODEL_CALLS } from '@verity/engine';
import { type AccountsInbox } from './runs/run-inbox';
import { executeRun, type RunResult, type RunSettings, type RunTest } from './runs/execute-run';
import { type WorkerModels } from './runs/run-models';
import { createRunWatcher } from './runs/run-watcher';
import { sweepStuckRuns } from './runs/sweeper';
import { type EndedRun } from './runs/run-repository';

export interface RunWorkerOptions {
  boss: PgBoss;
  db: Database;
  /** For the LISTEN connection on run_updates. */
  databaseUrl: string;
  runTest: RunTest;
  browsers: BrowserProvider;
  artifacts: ArtifactStore;
  /** The deployment's model and limits (VERITY_MODEL_*) and the key to users' own; default: none, calls allowed, 20 per run. */
  models?: WorkerModels;
  /** The test inbox e-mail steps read, each account its own addresses; without it they fail saying so. */
  inbox?: AccountsInbox;
  /** Runs this process executes at once (one queue poller each). */
  concurrency: number;
  runTimeoutSeconds: number;
  allowPrivateNetwork: boolean;
  /** Timings; the defaults suit production, tests shorten them. */
  heartbeatIntervalMs?: number;
  staleAfterMs?: number;
  sweepIntervalMs?: number;
  progressIntervalMs?: number;
  stopGraceMs?: number;
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
  logError?: (message: string, error: unknown) => void;
  /** Told what became of each job's run. */
  onRunEnded?: (runId: string, result: RunResult) => void;
  onSwept?: (runs: EndedRun[]) => void;
}

export interface RunWorker {
  /** Ends the runs whose worker died, now (it also happens every sweepIntervalMs). */
  sweep(): Promise<EndedRun[]>;
  /**
   * Takes no new job; gives the runs under way `drainMs` to finish, then stops them (they end failed, refunded
   * when no step ran) and waits for their final writes. Closes the browser. The caller stops pg-boss and the pool.
   */
  stop(drainMs?: number): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A queue consumer of test runs: `concurrency` jobs at once, each executed by executeRun; a sweeper that ends
 * the runs of dead workers; one LISTEN connection through which running runs learn they were cancelled.
 */
export async function startRunWorker(options: RunWorkerOptions): Promise<RunWorker> {
  const {
    boss,
    db,
    concurrency,
    runTimeoutSeconds,
    heartbeatIntervalMs = 5_000,
    staleAfterMs = 60_000,
    sweepIntervalMs = 30_000,
    log = (message) => console.log(message),
    logError = (message, error) => console.error(`${message}: ${messageOf(error)}`),
  } = options;
  if (heartbeatIntervalMs * 3 > staleAfterMs) throw new Error('staleAfterMs must allow at least three missed heartbeats');

  // Jobs sent from now on expire a minute after the run timeout: a worker that died frees its job.
  await boss.updateQueue(TEST_RUN_QUEUE, { name: TEST_RUN_QUEUE, ...testRunQueuePolicy(runTimeoutSeconds) });
  const watcher = await createRunWatcher({
    databaseUrl: options.databaseUrl,
    onError: (error) => logError('run_updates listener', error),
  });
  const settings: RunSettings = {
    runTimeoutSeconds,
    allowPrivateNetwork: options.allowPrivateNetwork,
    heartbeatIntervalMs,
    progressIntervalMs: options.progressIntervalMs ?? 250,
    stopGraceMs: options.stopGraceMs ?? 15_000,
  };
  const models = options.models ?? { endpoint: null, allowed: true, maxCallsPerRun: DEFAULT_MAX_MODEL_CALLS };
  const deps = { db, runTest: options.runTest, browsers: options.browsers, artifacts: options.artifacts, models, inbox: options.inbox, watcher, settings, log, logError };

  const shutdown = new AbortController();
  let isStopping = false;
  const active = new Set<Promise<unknown>>();

  const handle = async ([job]: PgBoss.Job<TestRunJob>[]) => {
    // A job fetched while stopping goes back to the queue (its retry) for another worker.
    if (isStopping) throw new Error('This worker is stopping');
    const { runId } = testRunJobSchema.parse(job!.data);
    const execution = executeRun(deps, runId, shutdown.signal);
    active.add(execution);
    try {
      const result = await execution;
      log(`run ${runId}: ${result}`);
      options.onRunEnded?.(runId, result);
    } finally {
      active.delete(execution);
      // More runs may be queued: fetch the next at once. pg-boss would otherwise wait out the rest of its polling
      // interval after a job (about a second after a one-second run), leaving a slot idle while runs wait.
      if (!isStopping) for (const id of pollers) boss.notifyWorker(id);
    }
  };
  const pollers: string[] = [];
  for (let index = 0; index < concurrency; index += 1) {
    pollers.push(await boss.work<TestRunJob>(TEST_RUN_QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, handle));
  }
  // A run is announced pending when its job is committed (the same transaction): the pollers fetch at once instead
  // of at their next poll, which remains for what a notification misses (the LISTEN connection was down).
  watcher.onQueued(() => {
    if (!isStopping) for (const id of pollers) boss.notifyWorker(id);
  });

  const sweep = async () => {
    const ended = await sweepStuckRuns(db, { staleAfterMs });
    for (const run of ended) log(`run ${run.runId}: its worker stopped; ended failed${run.isRefunded ? ' and refunded' : ''}`);
    if (ended.length) options.onSwept?.(ended);
    return ended;
  };
  let sweeping: Promise<unknown> | undefined;
  const sweepInBackground = () => {
    sweeping ??= sweep()
      .catch((error: unknown) => logError('sweep failed', error))
      .finally(() => (sweeping = undefined));
  };
  // A worker that (re)starts first ends what dead workers left behind, then looks again every interval.
  sweepInBackground();
  const sweeper = setInterval(sweepInBackground, sweepIntervalMs);

  return {
    sweep,
    async stop(drainMs = 5_000) {
      if (isStopping) return;
      isStopping = true;
      clearInterval(sweeper);
      await Promise.all(pollers.map((id) => boss.offWork({ id })));
      if (active.size) {
        log(`waiting up to ${drainMs / 1000} s for ${active.size} run(s) to finish`);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled(active), new Promise((resolve) => (timer = setTimeout(resolve, drainMs)))]);
        clearTimeout(timer);
      }
      shutdown.abort();
      await Promise.allSettled([...active, sweeping]);
      await watcher.close();
      await options.browsers.close();
    },
  };
}
