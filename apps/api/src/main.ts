import { parseEnv } from '@verity/config';
import { createPool, migrateDatabase } from '@verity/db';
import { draftSteps } from '@verity/engine';
import { loadConfigOrExit, requestLogSerializers, stopOnSignals } from '@verity/process';
import { createQueue } from '@verity/queue';
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { billingOptionsFromEnv } from './billing/provider-from-env';
import { apiEnvSchema } from './env';
import { createServer } from './server';

const env = loadConfigOrExit('api', () => parseEnv(apiEnvSchema, process.env));
await migrateDatabase(env.DATABASE_URL).catch((error: unknown) => {
  console.error(`api: could not migrate the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// The API supervises the queue: maintenance expires the jobs of workers that died.
const queue = await createQueue(env.DATABASE_URL, 'api', {
  onError: (error) => console.error(`api: queue error: ${error.message}`),
}).catch((error: unknown) => {
  console.error(`api: could not start the job queue: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// The planner's Chromium: started on the first create-from-description, shared by every request (each gets a
// fresh context), started again if it went away, closed on shutdown. CHROMIUM_PATH, else Debian's, else
// Playwright's own; BROWSER_WS_ENDPOINT connects to a remote browser server instead, like the workers.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
let plannerBrowser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  if (plannerBrowser) return plannerBrowser;
  const wsEndpoint = process.env.BROWSER_WS_ENDPOINT;
  const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const starting = wsEndpoint
    ? chromium.connect(wsEndpoint, { timeout: 30_000 })
    : chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  plannerBrowser = starting;
  starting.then(
    (browser) => browser.on('disconnected', () => plannerBrowser === starting && (plannerBrowser = undefined)),
    () => plannerBrowser === starting && (plannerBrowser = undefined),
  );
  return starting;
}

const pool = createPool(env.DATABASE_URL, { onError: (error) => server.log.warn({ err: error }, 'idle database client failed') });
const server = createServer({
  pool,
  queue,
  logger: { level: env.LOG_LEVEL, serializers: requestLogSerializers },
  trustProxy: env.TRUST_PROXY,
  auth: { jwtSecret: env.JWT_SECRET, jwksUrl: env.SUPABASE_JWKS_URL },
  signupCredits: env.SIGNUP_CREDITS,
  runCreditCost: env.RUN_CREDIT_COST,
  billing: billingOptionsFromEnv(env),
  // Production refuses base URLs inside private networks; the local stack lets users plan against localhost.
  draftSteps: async (input) => draftSteps(input, { browser: await sharedBrowser(), allowPrivateNetwork: env.NODE_ENV !== 'production' }),
});

if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
  server.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, so paid checkouts are not credited');
}

stopOnSignals({
  stop: async () => {
    await server.close();
    await plannerBrowser?.then((browser) => browser.close()).catch(() => undefined);
    await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    await pool.end();
  },
  log: (message) => server.log.info(message),
  logError: (message, error) => server.log.error({ err: error }, message),
});

await server.listen({ port: env.API_PORT, host: env.HOST });
