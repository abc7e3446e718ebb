import { BrowserUnavailableError, createBrowserProvider } from '@verity/browser';
import { parseEnv } from '@verity/config';
import { createDatabase, createPool, migrateDatabase } from '@verity/db';
import { mailerFor, startSmtpCatcher } from '@verity/mail';
import { assertPublicTarget, checkModel, createModelInterpreter, draftSteps, PlannerError, PrivateTargetError } from '@verity/engine';
import { createModelClient, createSecretBox, deploymentModels } from '@verity/models';
import { loadConfigOrExit, requestLogSerializers, stopOnSignals } from '@verity/process';
import { createQueue } from '@verity/queue';
import { billingOptionsFromEnv } from './billing/provider-from-env';
import { apiEnvSchema } from './env';
import { storeInboundMail } from './inbox/store-inbound-mail';
import { createServer } from './server';

const env = loadConfigOrExit('api', () => parseEnv(apiEnvSchema, process.env));
const deployment = loadConfigOrExit('api', () => deploymentModels(env));
const inboxDomain = env.INBOX_DOMAIN;
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

// The planner's browser: started on the first create-from-description, shared by every request (each gets a
// fresh context), started again if it went away, closed on shutdown. Found as the workers find theirs.
const plannerBrowsers = createBrowserProvider({ chromiumPath: env.CHROMIUM_PATH, wsEndpoint: env.BROWSER_WS_ENDPOINT });
async function plannerBrowser() {
  try {
    return await plannerBrowsers.get();
  } catch (error) {
    if (error instanceof BrowserUnavailableError) throw new PlannerError(error.message, 'browser_unavailable');
    throw error;
  }
}

const pool = createPool(env.DATABASE_URL, { onError: (error) => server.log.warn({ err: error }, 'idle database client failed') });
const server = createServer({
  pool,
  queue,
  logger: { level: env.LOG_LEVEL, serializers: requestLogSerializers },
  trustProxy: env.TRUST_PROXY,
  auth: { jwtSecret: env.JWT_SECRET, jwksUrl: env.SUPABASE_JWKS_URL },
  checkSessions: env.CHECK_SESSIONS ? env.CHECK_SESSIONS === 'true' : !env.SUPABASE_JWKS_URL,
  signupCredits: env.SIGNUP_CREDITS,
  runCreditCost: env.RUN_CREDIT_COST,
  rateLimits: {
    runStarts: { max: env.RUN_STARTS_PER_MINUTE, windowMs: 60_000 },
    drafts: { max: env.DRAFTS_PER_HOUR, windowMs: 60 * 60_000 },
  },
  billing: billingOptionsFromEnv(env),
  background: { queue },
  mailer: mailerFor(createDatabase(pool), { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
  inbox: { domain: inboxDomain, webhookSecret: env.INBOUND_MAIL_SECRET },
  // Production refuses base URLs inside private networks; the local stack lets users plan against localhost.
  draftSteps: async (input, { model, ...options } = {}) =>
    draftSteps(input, {
      ...options,
      browser: await plannerBrowser(),
      allowPrivateNetwork: env.NODE_ENV !== 'production',
      ...(model ? { interpreter: createModelInterpreter(createModelClient(model.endpoint)), modelPolicy: { allowed: true, maxCalls: model.maxCalls } } : {}),
    }),
  // What the worker would refuse (a private address in production) is refused before the run is paid for.
  guardRunTarget: async (url) => {
    if (env.NODE_ENV !== 'production') return;
    await assertPublicTarget(url).catch((error: unknown) => {
      // A host that does not resolve now may resolve when the run starts: only a private address is refused here.
      if (error instanceof PrivateTargetError) throw error;
    });
  },
  models: {
    box: env.VERITY_SECRET_KEY ? createSecretBox(env.VERITY_SECRET_KEY) : null,
    deployment,
    check: (endpoint) => checkModel(createModelClient(endpoint)),
    // A user's model may be on their own machine locally (Ollama); production never calls inside private networks.
    guardBaseUrl: env.NODE_ENV === 'production' ? (url) => assertPublicTarget(url) : async () => undefined,
  },
});

if (!env.VERITY_SECRET_KEY) server.log.warn('VERITY_SECRET_KEY is not set: users cannot add their own models (their API keys could not be stored encrypted)');

if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
  server.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, so paid checkouts are not credited');
}

// The test inbox's SMTP server: the sites under test send their e-mails here (the local stack sets the port).
const smtpCatcher =
  env.INBOX_SMTP_PORT === undefined
    ? null
    : await startSmtpCatcher({
        host: env.INBOX_SMTP_HOST,
        port: env.INBOX_SMTP_PORT,
        domain: inboxDomain,
        onMail: async (mail, addresses) => void (await storeInboundMail(createDatabase(pool), mail, addresses, inboxDomain)),
        onError: (error) => server.log.warn({ err: error }, 'the test inbox could not take an e-mail'),
      });
if (smtpCatcher) server.log.info(`Test inbox: SMTP on ${env.INBOX_SMTP_HOST}:${smtpCatcher.port} for addresses @${inboxDomain}`);

stopOnSignals({
  stop: async () => {
    await server.close();
    await smtpCatcher?.close();
    await plannerBrowsers.close();
    await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    await pool.end();
  },
  log: (message) => server.log.info(message),
  logError: (message, error) => server.log.error({ err: error }, message),
});

await server.listen({ port: env.API_PORT, host: env.HOST });
