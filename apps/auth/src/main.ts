import { parseEnv } from '@verity/config';
import { loadConfigOrExit, stopOnSignals } from '@verity/process';
import { authEnvSchema } from './env';
import { createServer } from './server';

const env = loadConfigOrExit('auth', () => parseEnv(authEnvSchema, process.env));
const server = createServer({ isGoogleEnabled: Boolean(env.GOOGLE_CLIENT_ID), logger: { level: env.LOG_LEVEL } });

stopOnSignals({
  stop: () => server.close(),
  log: (message) => server.log.info(message),
  logError: (message, error) => server.log.error({ err: error }, message),
});

await server.listen({ port: env.AUTH_PORT, host: env.HOST });
