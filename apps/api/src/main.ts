import { EnvConfigError, parseEnv } from '@verity/config';
import { createPool } from '@verity/db';
import { createQueue } from '@verity/queue';
import { apiEnvSchema } from './env';
import { createServer } from './server';

function loadEnv() {
  try {
    return parseEnv(apiEnvSchema, process.env);
  } catch (error) {
    if (!(error instanceof EnvConfigError)) throw error;
    console.error(`api: ${error.message}`);
    process.exit(1);
  }
}

const env = loadEnv();
const pool = createPool(env.DATABASE_URL, { onError: (error) => server.log.warn({ err: error }, 'idle database client failed') });
const server = createServer({ pool, logger: { level: env.LOG_LEVEL } });

// The API supervises the queue: maintenance expires the jobs of workers that died.
const queue = await createQueue(env.DATABASE_URL, 'api', {
  onError: (error) => server.log.error({ err: error }, 'queue error'),
}).catch((error: unknown) => {
  server.log.fatal({ err: error }, 'could not start the job queue');
  process.exit(1);
});

let stopping = false;
function shutdown(reason: string) {
  if (stopping) return;
  stopping = true;
  server.log.info(`${reason}: shutting down`);
  server
    .close()
    .then(() => queue.stop({ graceful: true, wait: true, timeout: 10_000 }))
    .then(() => pool.end())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
// Started by the local stack with an IPC channel: when the stack dies, so do we.
process.once('disconnect', () => shutdown('parent process gone'));

await server.listen({ port: env.API_PORT, host: env.HOST });
