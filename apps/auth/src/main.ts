import { parseEnv } from '@verity/config';
import { createDatabase, createPool, migrateDatabase } from '@verity/db';
import { loadConfigOrExit, requestLogSerializers, stopOnSignals } from '@verity/process';
import { configFromEnv } from './config';
import { authEnvSchema } from './env';
import { mailerFor } from '@verity/mail';
import { createServer } from './server';

const env = loadConfigOrExit('auth', () => parseEnv(authEnvSchema, process.env));
await migrateDatabase(env.DATABASE_URL).catch((error: unknown) => {
  console.error(`auth: could not migrate the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const pool = createPool(env.DATABASE_URL, { onError: (error) => server.log.warn({ err: error }, 'idle database client failed') });
const db = createDatabase(pool);
const mailer = mailerFor(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
const config = configFromEnv(env, mailer);
const server = createServer({ db, config, logger: { level: env.LOG_LEVEL, serializers: requestLogSerializers }, trustProxy: env.TRUST_PROXY });

if (!env.SMTP_URL) {
  const outbox = config.externalUrl ? `${config.externalUrl}/auth/v1/_dev/mail` : '/_dev/mail on the web origin';
  const where = config.isProduction ? 'the auth.dev_mail table (the outbox page is off in production: set SMTP_URL)' : outbox;
  server.log[config.isProduction ? 'warn' : 'info'](`No SMTP_URL: emails go to ${where}`);
}
if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) server.log.warn('GOOGLE_CLIENT_ID is set without GOOGLE_CLIENT_SECRET: Google sign-in stays off');

stopOnSignals({
  stop: async () => {
    await server.close();
    await pool.end();
  },
  log: (message) => server.log.info(message),
  logError: (message, error) => server.log.error({ err: error }, message),
});

await server.listen({ port: env.AUTH_PORT, host: env.HOST });
