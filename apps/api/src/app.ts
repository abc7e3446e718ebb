import fastifyWebsocket from '@fastify/websocket';
import { createDatabase, ensureProfileWithSignupGrant } from '@verity/db';
import { parseJsonBodies, unstorableTextMessage } from '@verity/process';
import { type FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { type BillingOptions } from './billing/billing-options';
import { DEFAULT_INBOX_DOMAIN, devOutboxMailer, type Mailer } from '@verity/mail';
import { type ApiRateLimits, createLimiters } from './rate-limits';
import { type DraftSteps, type ModelsOptions, type RouteContext, type RunQueue } from './context';
import { ApiError, envelopeErrorHandler, envelopeNotFoundHandler } from './errors';
import { validateRoutesWithZod } from './route-input';
import { createApiTokenVerifier } from './plugins/api-token';
import { apiTokenRoutes } from './routes/api-tokens';
import { collectOpenApiRoutes } from './openapi';
import { type AccessTokenOptions, type Caller, createAccessTokenVerifier } from './plugins/access-token';
import { addAuthentication } from './plugins/authenticate';
import { createSessionCheck } from './plugins/session-check';
import { artifactRoutes } from './routes/artifacts';
import { billingRoutes } from './routes/billing';
import { folderRoutes } from './routes/folders';
import { healthRoutes } from './routes/health';
import { createDraftRegistry } from './services/draft-progress';
import { openApiRoutes } from './routes/openapi';
import { profileRoutes } from './routes/profile';
import { notificationChannelRoutes } from './routes/notification-channels';
import { scheduleRoutes } from './routes/schedules';
import { suiteRunRoutes } from './routes/suite-runs';
import { type BackgroundOptions, startBackgroundWork } from './background';
import { testRunRoutes } from './routes/test-runs';
import { testRoutes } from './routes/tests';
import { type RealtimeOptions, wsRoutes } from './routes/ws';
import { bearerTokenVerifier } from './plugins/bearer-token';
import { inboundMailRoutes } from './inbox/inbound-mail-route';
import { modelRoutes } from './routes/models';

export interface ApiAppOptions {
  pool: pg.Pool;
  /** pg-boss, started on the same database (runs are queued in the transaction that creates them). */
  queue: RunQueue;
  auth: AccessTokenOptions;
  /**
   * Refuse tokens whose session ended at the auth service (sign-out, revoked refresh token), read from the auth
   * tables in this database. Off for a hosted Supabase, whose sessions live in its own database.
   */
  checkSessions?: boolean;
  /** Credits a user starts with (default 100). */
  signupCredits?: number;
  /** Credits a run costs (default 1). */
  runCreditCost?: number;
  /** The planner behind POST /tests/create-from-description; without it that route answers 501. */
  draftSteps?: DraftSteps;
  /** The payment provider and the web origin checkouts return to; the sandbox on localhost:3000 by default. */
  billing?: BillingOptions;
  /** Timings of the run-updates websocket (GET /api/ws). */
  realtime?: RealtimeOptions;
  /** Users' own models and the deployment's (the Models screen); without it, none can be added. */
  models?: ModelsOptions;
  /** Throws with the reason for a base URL runs may not open; by default every URL may be opened. */
  guardRunTarget?: (url: string) => Promise<void>;
  /** Per-user limits on run starts and drafts (defaults: DEFAULT_API_RATE_LIMITS). */
  rateLimits?: Partial<ApiRateLimits>;
  /**
   * Schedules, notifications and their deliveries (see background.ts). On in the API process; tests that do not
   * exercise them leave it off.
   */
  background?: BackgroundOptions;
  /** Sends notification mail; the local outbox (auth.dev_mail) by default. */
  mailer?: Mailer;
  /** The test inbox's domain and the secret of its inbound-mail webhook (POST /api/inbox/messages; off without one). */
  inbox?: { domain: string; webhookSecret?: string };
}

export const NO_MODELS: ModelsOptions = {
  box: null,
  deployment: { endpoint: null, allowed: true, maxCallsPerRun: 20 },
  check: async () => Promise.reject(new Error('No model check on this server.')),
  guardBaseUrl: async () => undefined,
};

/** Users whose profile is known to exist: profiles are never deleted, so each process checks a user once. */
const KNOWN_PROFILES_LIMIT = 10_000;

/** The API: every route lives under /api (production mounts the service at that path too). */
export const apiApp: FastifyPluginAsync<ApiAppOptions> = async (app, options) => {
  const { pool, queue, auth, signupCredits = 100, runCreditCost = 1, draftSteps, realtime } = options;
  const db = createDatabase(pool);
  const tokenOptions: AccessTokenOptions = { ...auth, ...(options.checkSessions ? { sessionIsActive: createSessionCheck(db) } : {}) };

  // Client messages are a token or a subscription: a few KB at most.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  app.setErrorHandler(envelopeErrorHandler);
  app.setNotFoundHandler(envelopeNotFoundHandler);
  validateRoutesWithZod(app);

  // Clients send Content-Type: application/json on bodiless POSTs too (POST /tests/{id}/run).
  parseJsonBodies(app, {
    invalidJson: (reason) => new ApiError(400, 'bad_request', `The request body is refused: ${reason}.`),
    unstorableText: (field) => new ApiError(400, 'invalid_text', unstorableTextMessage(field)),
  });

  const knownProfiles = new Set<string>();
  addAuthentication(app, {
    ...tokenOptions,
    verifyApiToken: createApiTokenVerifier(db),
    onAuthenticated: async ({ userId, email }: Caller) => {
      if (knownProfiles.has(userId)) return;
      await ensureProfileWithSignupGrant(db, { userId, email, signupCredits });
      if (knownProfiles.size >= KNOWN_PROFILES_LIMIT) knownProfiles.clear();
      knownProfiles.add(userId);
    },
  });
  const openApiDocument = collectOpenApiRoutes(app);

  const context: RouteContext = {
    pool,
    db,
    queue,
    runCreditCost,
    draftSteps,
    drafts: createDraftRegistry(),
    models: options.models ?? NO_MODELS,
    guardRunTarget: options.guardRunTarget ?? (async () => undefined),
    limiters: createLimiters(db, options.rateLimits),
    sending: {
      box: options.models?.box ?? null,
      mailer: options.mailer ?? devOutboxMailer(db),
      guardUrl: options.guardRunTarget ?? (async () => undefined),
    },
    siteUrl: options.billing?.siteUrl ?? null,
  };
  await app.register(healthRoutes, { prefix: '/api', pool, db });
  await app.register(openApiRoutes, { prefix: '/api', document: openApiDocument });
  await app.register(folderRoutes, { prefix: '/api', ...context });
  await app.register(testRoutes, { prefix: '/api', ...context });
  await app.register(testRunRoutes, { prefix: '/api', ...context });
  await app.register(suiteRunRoutes, { prefix: '/api', ...context });
  await app.register(scheduleRoutes, { prefix: '/api', ...context });
  await app.register(notificationChannelRoutes, { prefix: '/api', ...context });
  await app.register(artifactRoutes, { prefix: '/api', ...context });
  await app.register(profileRoutes, { prefix: '/api', ...context });
  // Websockets cannot carry an Authorization header from a browser: the route verifies the token itself, either kind.
  const verifyToken = bearerTokenVerifier(createAccessTokenVerifier(tokenOptions), createApiTokenVerifier(db));
  await app.register(wsRoutes, { prefix: '/api', pool, db, verifyAccessToken: verifyToken, ...realtime });
  await app.register(billingRoutes, { prefix: '/api', ...context, billing: options.billing });
  await app.register(modelRoutes, { prefix: '/api', ...context });
  await app.register(apiTokenRoutes, { prefix: '/api', ...context });
  await app.register(inboundMailRoutes, { prefix: '/api', db, domain: options.inbox?.domain ?? DEFAULT_INBOX_DOMAIN, secret: options.inbox?.webhookSecret });

  if (options.background) {
    const background = options.background;
    let stopBackground: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      const starting = { queue, runCreditCost, guardRunTarget: context.guardRunTarget };
      stopBackground = await startBackgroundWork(background, { pool, db, starting, sending: context.sending, log: (message) => app.log.info(message) });
    });
    app.addHook('onClose', async () => {
      await stopBackground?.();
    });
  }
};
