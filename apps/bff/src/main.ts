import { EnvConfigError, parseEnv, RuntimeConfigError } from '@verity/config';
import { bffEnvSchema, webDistDir } from './env';
import { buildRuntimeConfig } from './runtime-config';
import { createServer } from './server';
import { serverFunctions } from './server-functions';

function loadConfiguration() {
  try {
    const env = parseEnv(bffEnvSchema, process.env);
    return { env, runtimeConfig: buildRuntimeConfig(env) };
  } catch (error) {
    if (!(error instanceof EnvConfigError || error instanceof RuntimeConfigError)) throw error;
    console.error(`bff: ${error.message}`);
    process.exit(1);
  }
}

const { env, runtimeConfig } = loadConfiguration();
const server = createServer({
  runtimeConfig,
  distDir: webDistDir(env),
  apiUrl: env.API_URL,
  authUrl: env.AUTH_URL,
  serverFunctions,
  logger: { level: env.LOG_LEVEL },
});

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

await server.listen({ port: env.PORT, host: env.HOST });
