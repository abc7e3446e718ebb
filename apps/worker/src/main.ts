import { EnvConfigError, parseEnv } from '@verity/config';
import { createQueue } from '@verity/queue';
import { workerEnvSchema } from './env';

// The run engine that consumes the test-run queue comes with its own issue; until then a worker connects to
// the queue as a consumer, reports ready and stops cleanly, so the stack runs the same processes as production.

function loadEnv() {
  try {
    return parseEnv(workerEnvSchema, process.env);
  } catch (error) {
    if (!(error instanceof EnvConfigError)) throw error;
    console.error(`worker: ${error.message}`);
    process.exit(1);
  }
}

const env = loadEnv();
const log = (message: string) => console.log(`${env.WORKER_NAME}: ${message}`);

const queue = await createQueue(env.DATABASE_URL, 'worker', {
  onError: (error) => console.error(`${env.WORKER_NAME}: queue error: ${error.message}`),
}).catch((error: unknown) => {
  console.error(`${env.WORKER_NAME}: could not connect to the job queue: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let stopping = false;
function shutdown(reason: string) {
  if (stopping) return;
  stopping = true;
  log(`${reason}: stopping`);
  queue.stop({ graceful: true, wait: true, timeout: 10_000 }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`${env.WORKER_NAME}: unclean shutdown: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
// Started by the local stack with an IPC channel: when the stack dies, so do we.
process.once('disconnect', () => shutdown('parent process gone'));

// Nothing polls the queue yet, and the pool lets idle connections go: hold the process open until asked to stop.
const keepAlive = setInterval(() => undefined, 2 ** 30);
process.once('exit', () => clearInterval(keepAlive));

log('ready');
// The local stack waits for this message before it reports the stack as running.
process.send?.({ type: 'ready' });
