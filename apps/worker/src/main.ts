import { parseEnv } from '@verity/config';
import { loadConfigOrExit, stopOnSignals } from '@verity/process';
import { createQueue } from '@verity/queue';
import { workerEnvSchema } from './env';

// The run engine that consumes the test-run queue comes with its own issue; until then a worker connects to
// the queue as a consumer, reports ready and stops cleanly, so the stack runs the same processes as production.

const env = loadConfigOrExit('worker', () => parseEnv(workerEnvSchema, process.env));
const log = (message: string) => console.log(`${env.WORKER_NAME}: ${message}`);

const queue = await createQueue(env.DATABASE_URL, 'worker', {
  onError: (error) => console.error(`${env.WORKER_NAME}: queue error: ${error.message}`),
}).catch((error: unknown) => {
  console.error(`${env.WORKER_NAME}: could not connect to the job queue: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

stopOnSignals({
  stop: () => queue.stop({ graceful: true, wait: true, timeout: 10_000 }),
  log,
  logError: (message, error) => console.error(`${env.WORKER_NAME}: ${message}: ${error instanceof Error ? error.message : String(error)}`),
});

// Nothing polls the queue yet, and the pool lets idle connections go: hold the process open until asked to stop.
const keepAlive = setInterval(() => undefined, 2 ** 30);
process.once('exit', () => clearInterval(keepAlive));

log('ready');
// The local stack waits for this message before it reports the stack as running.
process.send?.({ type: 'ready' });
