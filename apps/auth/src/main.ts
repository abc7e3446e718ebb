import { EnvConfigError, parseEnv } from '@verity/config';
import { authEnvSchema } from './env';
import { createServer } from './server';

function loadEnv() {
  try {
    return parseEnv(authEnvSchema, process.env);
  } catch (error) {
    if (!(error instanceof EnvConfigError)) throw error;
    console.error(`auth: ${error.message}`);
    process.exit(1);
  }
}

const env = loadEnv();
const server = createServer({ isGoogleEnabled: Boolean(env.GOOGLE_CLIENT_ID), logger: { level: env.LOG_LEVEL } });

let stopping = false;
function shutdown(reason: string) {
  if (stopping) return;
  stopping = true;
  server.log.info(`${reason}: shutting down`);
  server.close().then(
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

await server.listen({ port: env.AUTH_PORT, host: env.HOST });
