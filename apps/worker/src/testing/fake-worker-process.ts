// A worker process with the fake engine, for tests that kill a worker mid-run (apps/worker/src/runs/sweeper.test.ts).
// Reports {type:'blocked', name} over IPC once a run is inside a `block` step.
import { createLocalArtifactStore } from '@verity/artifacts';
import { createDatabase, createPool } from '@verity/db';
import { createQueue } from '@verity/queue';
import { startRunWorker } from '../run-worker';
import { createFakeEngine } from './fake-engine';
import { fakeBrowsers } from './fake-browsers';

const databaseUrl = process.env.DATABASE_URL!;
const pool = createPool(databaseUrl);
const boss = await createQueue(databaseUrl, 'worker', { onError: () => undefined });
const engine = createFakeEngine();
const runTest: typeof engine.runTest = (options) => {
  void engine.whenBlocked(options.configuration.name).then(() => process.send?.({ type: 'blocked', name: options.configuration.name }));
  return engine.runTest(options);
};
await startRunWorker({
  boss,
  db: createDatabase(pool),
  databaseUrl,
  runTest,
  browsers: fakeBrowsers(),
  artifacts: createLocalArtifactStore(process.env.ARTIFACTS_DIR!),
  concurrency: 1,
  runTimeoutSeconds: 60,
  allowPrivateNetwork: true,
  heartbeatIntervalMs: 200,
  staleAfterMs: 2_000,
  pollingIntervalSeconds: 0.5,
  log: () => undefined,
});
process.send?.({ type: 'ready' });
