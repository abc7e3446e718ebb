import { hostname } from 'node:os';
import { artifactsDirOf, createLocalArtifactStore } from '@verity/artifacts';
import { createBrowserProvider, isStaleBrowserObjectError, probeBrowser } from '@verity/browser';
import { browserProblemSentence } from '@verity/contracts';
import { parseEnv } from '@verity/config';
import { createDatabase, createPool, isDatabaseUnavailable, migrateDatabase } from '@verity/db';
import { runTest } from '@verity/engine';
import { createSecretBox, deploymentModels } from '@verity/models';
import { loadConfigOrExit, stopOnSignals } from '@verity/process';
import { createQueue } from '@verity/queue';
import { workerEnvSchema } from './env';
import { startRunWorker } from './run-worker';
import { databaseInbox } from './runs/run-inbox';
import { startWorkerStatusReporter } from './status/worker-status-reporter';

const env = loadConfigOrExit('worker', () => parseEnv(workerEnvSchema, process.env));
const models = { ...loadConfigOrExit('worker', () => deploymentModels(env)), box: env.VERITY_SECRET_KEY ? createSecretBox(env.VERITY_SECRET_KEY) : null };
const log = (message: string) => console.log(`${env.WORKER_NAME}: ${message}`);
const logError = (message: string, error: unknown) =>
  console.error(`${env.WORKER_NAME}: ${message}: ${error instanceof Error ? error.message : String(error)}`);

// pg-boss reports some failures of its own bookkeeping (marking a job failed while Postgres is away) as promises
// nobody awaits. Losing the database for a while is not a reason to die: the queue and the pool reconnect, and
// the sweeper ends whatever a lost write left behind. Anything else still crashes the worker (its supervisor
// starts it again).
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) return logError('the database is unavailable; carrying on', reason);
  throw reason;
});
// Playwright throws, outside any call, when a message arrives for a page Verity already closed (one grown too
// large or looping on dialogs): that run has failed its step already, and the other runs must not go down with it.
process.on('uncaughtException', (error) => {
  if (isStaleBrowserObjectError(error)) return logError('a message for a closed page came late; carrying on', error);
  logError('stopping on an unexpected error', error);
  console.error(error);
  process.exit(1);
});

// Migrations are advisory-locked: a worker deployed before the API brings the schema it needs itself.
await migrateDatabase(env.DATABASE_URL).catch((error: unknown) => {
  logError('could not migrate the database', error);
  process.exit(1);
});
const queue = await createQueue(env.DATABASE_URL, 'worker', {
  onError: (error) => logError('queue error', error),
}).catch((error: unknown) => {
  logError('could not connect to the job queue', error);
  process.exit(1);
});
const pool = createPool(env.DATABASE_URL, {
  // Each run writes progress and heartbeats; the sweeper and the claims need a connection too.
  max: Math.max(10, env.WORKER_CONCURRENCY * 2 + 2),
  onError: (error) => logError('idle database client failed', error),
});
const db = createDatabase(pool);

// Users and operators learn whether runs can start from what each worker reports (GET /api/health): a browser
// that started, or what is missing and the fix. A run that finds no browser ends with the same sentence.
const browserSettings = { chromiumPath: env.CHROMIUM_PATH, wsEndpoint: env.BROWSER_WS_ENDPOINT };
const probe = async () => (await probeBrowser(browserSettings)).status;
const initialBrowser = await probe();
const status = await startWorkerStatusReporter(initialBrowser, {
  db,
  worker: { workerId: `${env.WORKER_NAME}@${hostname()}:${process.pid}`, name: env.WORKER_NAME, hostname: hostname() },
  probe,
  logError,
});
const browsers = createBrowserProvider({
  ...browserSettings,
  log,
  onStatus: (browser) => void status.report(browser),
});
const artifactsDir = artifactsDirOf(env);

const worker = await startRunWorker({
  boss: queue,
  db,
  databaseUrl: env.DATABASE_URL,
  runTest,
  browsers,
  artifacts: createLocalArtifactStore(artifactsDir),
  models,
  inbox: databaseInbox(db, env.INBOX_DOMAIN),
  concurrency: env.WORKER_CONCURRENCY,
  runTimeoutSeconds: env.RUN_TIMEOUT_SECONDS,
  // The local stack lets users test their own localhost apps; production refuses private targets (SSRF).
  allowPrivateNetwork: env.NODE_ENV !== 'production',
  log,
  logError,
}).catch((error: unknown) => {
  logError('could not start', error);
  process.exit(1);
});

stopOnSignals({
  stop: async () => {
    // Runs under way get a few seconds to finish; the rest end failed (refunded when no step ran).
    await worker.stop(5_000);
    await queue.stop({ graceful: true, wait: true, timeout: 2_000 });
    await status.stop();
    await pool.end();
  },
  log,
  logError,
});

const browser =
  initialBrowser.state === 'ready'
    ? `Chromium ${initialBrowser.version} (${initialBrowser.location})`
    : `no browser (${browserProblemSentence(initialBrowser)})`;
log(`ready: ${env.WORKER_CONCURRENCY} runs at a time, ${browser}, files in ${artifactsDir}`);
// The local stack waits for this message before it reports the stack as running.
process.send?.({ type: 'ready' });
