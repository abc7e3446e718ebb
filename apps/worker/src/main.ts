import { artifactsDirOf, createLocalArtifactStore } from '@verity/artifacts';
import { parseEnv } from '@verity/config';
import { createDatabase, createPool, migrateDatabase } from '@verity/db';
import { runTest } from '@verity/engine';
import { loadConfigOrExit, stopOnSignals } from '@verity/process';
import { createQueue } from '@verity/queue';
import { createBrowserProvider, defaultChromiumPath } from './browser/browser-provider';
import { workerEnvSchema } from './env';
import { startRunWorker } from './run-worker';

const env = loadConfigOrExit('worker', () => parseEnv(workerEnvSchema, process.env));
const log = (message: string) => console.log(`${env.WORKER_NAME}: ${message}`);
const logError = (message: string, error: unknown) =>
  console.error(`${env.WORKER_NAME}: ${message}: ${error instanceof Error ? error.message : String(error)}`);

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
const browsers = createBrowserProvider({
  executablePath: env.CHROMIUM_PATH,
  wsEndpoint: env.BROWSER_WS_ENDPOINT,
  log,
});
const artifactsDir = artifactsDirOf(env);

const worker = await startRunWorker({
  boss: queue,
  db: createDatabase(pool),
  databaseUrl: env.DATABASE_URL,
  runTest,
  browsers,
  artifacts: createLocalArtifactStore(artifactsDir),
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
    await pool.end();
  },
  log,
  logError,
});

const browser = env.BROWSER_WS_ENDPOINT ? 'a remote browser' : (defaultChromiumPath(env.CHROMIUM_PATH) ?? "Playwright's Chromium");
log(`ready: ${env.WORKER_CONCURRENCY} runs at a time, ${browser}, files in ${artifactsDir}`);
// The local stack waits for this message before it reports the stack as running.
process.send?.({ type: 'ready' });
