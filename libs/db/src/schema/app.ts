import {
  type BrowserStatus,
  CHECKOUT_STATUSES,
  CREDIT_REASONS,
  RUN_STATUSES,
  type ReviewDecision,
  SCHEDULE_OUTCOMES,
  DELIVERY_STATUSES,
  NOTIFICATION_CHANNEL_KINDS,
  type NotificationEvent,
  type ScheduleTiming,
  type RunDefaults,
  type RunSession,
  type StepResult,
  type TestConfiguration,
} from '@verity/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Every table of user data carries `owner_id`: the `sub` of the caller's access token. No foreign key to
// auth.users, because with a hosted Supabase project the users live in another database.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export interface OnboardingAnswers {
  role: string;
  companyTeamSize: string;
  hearAboutUs: string;
  hasExpectations: boolean;
  expectations: string;
}

export const profiles = pgTable(
  'profiles',
  {
    ownerId: uuid('owner_id').primaryKey(),
    email: text('email'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    onboarding: jsonb('onboarding').$type<OnboardingAnswers>(),
    /** Settings → Run defaults, as the user saved them; null until then (the product's defaults apply). */
    runDefaults: jsonb('run_defaults').$type<RunDefaults>(),
    creditBalance: integer('credit_balance').notNull().default(0),
    ...timestamps,
  },
  (table) => [check('profiles_credit_balance_not_negative', sql`${table.creditBalance} >= 0`)],
);

export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    ...timestamps,
    /** Soft delete: set by DELETE /folders/{id}; listed again with include_deleted=true. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('folders_owner_idx').on(table.ownerId, table.createdAt)],
);

export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    /** The folder, kept as a column for integrity and listing; the API shows it as configuration.folder_id. */
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    configuration: jsonb('configuration').$type<Omit<TestConfiguration, 'folder_id' | 'secret_variables'>>().notNull(),
    /** The secret variables by name, each value sealed under VERITY_SECRET_KEY (never in the configuration). */
    secretVariables: jsonb('secret_variables').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (table) => [index('tests_owner_idx').on(table.ownerId, table.createdAt), index('tests_folder_idx').on(table.folderId)],
);

/**
 * A folder's tests started together (POST /folders/{id}/run): each is a test_runs row pointing here. Its status
 * and counts are read from those runs, so there is one truth for each run's state.
 */
export const suiteRuns = pgTable(
  'suite_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    /** Null once the folder is gone for good; `name` keeps what it was called when the suite started. */
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    creditsUsed: integer('credits_used').notNull().default(0),
    /** Set once the notifier has told whom it should about the finished suite. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('suite_runs_owner_idx').on(table.ownerId, table.createdAt), index('suite_runs_folder_idx').on(table.folderId, table.createdAt)],
);

export interface RunArtifacts {
  /** Path of the Playwright trace (zip) in the artifact store. */
  trace?: string | null;
  consoleErrors?: Array<{ message: string; url?: string; at?: string }>;
  failedRequests?: Array<{ url: string; method: string; status?: number | null; failure?: string | null }>;
}

export interface RunModelUsage {
  model: string | null;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Lines replayed from stored answers, with no call. */
  replayed: number;
  /** From the provider's public prices when the model is known; null for others (a local model, a gateway). */
  estimatedCostUsd: number | null;
}

export interface RunReview {
  decision: ReviewDecision;
  notes: string;
  reviewedAt: string;
}

export const testRuns = pgTable(
  'test_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    /** Null once the test is deleted: the run keeps its own configuration snapshot. */
    testId: uuid('test_id').references(() => tests.id, { onDelete: 'set null' }),
    /** The suite run it was started with; null for a run of its own. */
    suiteRunId: uuid('suite_run_id').references(() => suiteRuns.id, { onDelete: 'set null' }),
    status: text('status', { enum: RUN_STATUSES }).notNull().default('created'),
    /** The test's configuration when the run was created; the run executes this, not later edits. */
    configuration: jsonb('configuration').$type<Omit<TestConfiguration, 'secret_variables'>>().notNull(),
    /** The test's sealed secret variables when the run was created, as the configuration is. */
    secretVariables: jsonb('secret_variables').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    steps: jsonb('steps').$type<StepResult[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'passed' or 'failed' once finished; null while it has not. */
    verdict: text('verdict', { enum: ['passed', 'failed'] }),
    /** One line a person understands: what passed, or which step failed and why. */
    summary: text('summary'),
    error: text('error'),
    artifacts: jsonb('artifacts').$type<RunArtifacts>().notNull().default(sql`'{}'::jsonb`),
    review: jsonb('review').$type<RunReview>(),
    creditsUsed: integer('credits_used').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Refreshed by the worker executing the run (every few seconds, and with each progress write); a running
     * run whose heartbeat goes stale lost its worker and is ended by the sweeper. Changing only this column
     * announces nothing on run_updates (migration 0002).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** What the run spent on models, when a line went to one or to a stored answer; null otherwise. */
    modelUsage: jsonb('model_usage').$type<RunModelUsage>(),
    /** Set once the notifier has looked at the finished run (and told whom it should). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The signed-in session the run started with, when its test starts with a sign-in test's. */
    session: jsonb('session').$type<RunSession>(),
    ...timestamps,
  },
  (table) => [
    index('test_runs_owner_idx').on(table.ownerId, table.createdAt),
    index('test_runs_test_idx').on(table.testId, table.createdAt),
    index('test_runs_suite_idx').on(table.suiteRunId).where(sql`${table.suiteRunId} is not null`),
    // The notifier looks for finished runs it has not looked at yet: a handful at any time.
    index('test_runs_unnotified_idx').on(table.finishedAt).where(sql`${table.notifiedAt} is null and ${table.finishedAt} is not null`),
    // The workers' sweeper looks for queued and running runs only: a small slice of the table.
    index('test_runs_active_idx').on(table.status).where(sql`${table.status} in ('pending', 'running')`),
    check('test_runs_status_known', sql`${table.status} in (${sql.raw(RUN_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/**
 * The browser state (cookies, local storage) a sign-in test left when it last passed: the session the tests that
 * start signed in with it begin from, until it expires. One per sign-in test, sealed under VERITY_SECRET_KEY.
 */
export const signedInSessions = pgTable(
  'signed_in_sessions',
  {
    testId: uuid('test_id')
      .primaryKey()
      .references(() => tests.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    /** Playwright's storage state as JSON, sealed. */
    state: text('state').notNull(),
    /** When its first cookie expires (or a day after it was saved, for session cookies). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The run that left it. */
    runId: uuid('run_id'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signed_in_sessions_owner_idx').on(table.ownerId)],
);

/**
 * A test's baselines for its visual checks: one picture per subject ('page', '"Pricing"', 'page #2') and window size
 * ('1280x800'), a file of the run that took it (the artifacts route serves it from that run). The first passing run
 * that takes a picture makes it the baseline; "Accept as new baseline" in a run's review replaces it.
 */
export const visualBaselines = pgTable(
  'visual_baselines',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    viewport: text('viewport').notNull(),
    /** The run whose file the picture is. */
    runId: uuid('run_id').notNull(),
    /** The file's name among that run's files (`step-03-current.png`). */
    file: text('file').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.testId, table.name, table.viewport] }), index('visual_baselines_owner_idx').on(table.ownerId)],
);

/**
 * The test inbox: e-mails sent to addresses at the inbox domain (received by the local SMTP catcher or posted by an
 * inbound-mail webhook), read by runs' e-mail steps. Addresses are lower-cased; kept a week.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address').notNull(),
    from: text('from').notNull().default(''),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    /** Null for a text-only e-mail. */
    html: text('html'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_messages_address_idx').on(table.address, table.receivedAt), index('inbox_messages_received_idx').on(table.receivedAt)],
);

/**
 * Which account's runs may read the mail of a test inbox address: the first whose run reads it. Mail arrives by SMTP
 * for anyone, so without a claim one account's test could read the mail another's sent to an address it typed.
 */
export const inboxAddresses = pgTable('inbox_addresses', {
  address: text('address').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a balance, with why and what caused it; `balance_after` makes the history readable. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    /** What caused it: a run id, a promo code, a checkout session id. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_owner_idx').on(table.ownerId, table.id),
    // A run is debited once and refunded once, a checkout fulfilled once, whatever retries happen.
    uniqueIndex('credit_ledger_once_per_reference')
      .on(table.ownerId, table.reason, table.reference)
      .where(sql`${table.reference} is not null`),
    check('credit_ledger_reason_known', sql`${table.reason} in (${sql.raw(CREDIT_REASONS.map((r) => `'${r}'`).join(', '))})`),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    /** Stored upper-cased; codes are matched case-insensitively. */
    code: text('code').primaryKey(),
    credits: integer('credits').notNull(),
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promo_codes_credits_positive', sql`${table.credits} > 0`),
    check(
      'promo_codes_within_limit',
      sql`${table.maxRedemptions} is null or ${table.redemptionCount} <= ${table.maxRedemptions}`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    credits: integer('credits').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promo_redemptions_once_per_user').on(table.code, table.ownerId)],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    /** The payment provider's id for the session (Stripe's cs_…); unique so a webhook fulfils it once. */
    providerSessionId: text('provider_session_id'),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('checkout_sessions_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('checkout_sessions_provider_key').on(table.provider, table.providerSessionId),
  ],
);

/**
 * What each worker process last reported about its browser, so the API can tell users and operators whether
 * runs can start (GET /api/health). Workers refresh `seen_at` every 30 s; older rows are workers that are gone.
 */
export const workerStatus = pgTable('worker_status', {
  /** Unique per process: `<WORKER_NAME>@<hostname>:<pid>`. */
  workerId: text('worker_id').primaryKey(),
  name: text('name').notNull(),
  hostname: text('hostname').notNull(),
  browser: jsonb('browser').$type<BrowserStatus>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A model's reading of a line of a test on a page: the grammar step it answered, kept once that step passed,
 * so later runs of the same version of the test replay it with no model call. Editing the test's steps or base
 * URL makes a new version, which asks again.
 */
export const modelAnswers = pgTable(
  'model_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    /** A hash of the test's base URL and steps when the answer was given. */
    testVersion: text('test_version').notNull(),
    line: text('line').notNull(),
    /** The page's address without query and fragment. */
    page: text('page').notNull(),
    step: text('step').notNull(),
    model: text('model').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('model_answers_key').on(table.testId, table.testVersion, table.line, table.page)],
);

/** The last "Test" of a model provider on the Models screen. */
export interface ModelCheckRecord {
  passed: number;
  total: number;
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  error: string | null;
  checkedAt: string;
}

/**
 * A user's own model (bring your own): where it is, which model, and its API key sealed with the server's key
 * (VERITY_SECRET_KEY, AES-256-GCM). The key is never returned by the API; `key_hint` ("sk-…f3a9") is what shows.
 * The provider marked in use reads the lines of the user's runs; without one, the deployment's model does.
 */
export const modelProviders = pgTable(
  'model_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    protocol: text('protocol', { enum: ['openai', 'anthropic'] }).notNull(),
    baseUrl: text('base_url'),
    model: text('model').notNull(),
    keyCiphertext: text('key_ciphertext').notNull(),
    keyHint: text('key_hint').notNull(),
    isInUse: boolean('is_in_use').notNull().default(false),
    lastCheck: jsonb('last_check').$type<ModelCheckRecord>(),
    ...timestamps,
  },
  (table) => [
    index('model_providers_owner_idx').on(table.ownerId, table.createdAt),
    // At most one provider in use per user.
    uniqueIndex('model_providers_in_use_key').on(table.ownerId).where(sql`${table.isInUse}`),
  ],
);

/**
 * Each counted hit of a rate limit, shared by every API and auth process so a limit holds however many of them run.
 * The key is a hash (an e-mail or an address is never stored here); hits older than their window are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_key').on(table.bucket, table.keyHash, table.at)],
);

/**
 * A personal access token, for CI and scripts: the API takes it as `Authorization: Bearer …` like a session. Only
 * a SHA-256 of the secret is kept (the secret is random, 32 bytes: no password hashing needed); `prefix` is the
 * token's first characters, shown in lists. A revoked or expired token is refused.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('api_tokens_hash_key').on(table.tokenHash), index('api_tokens_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * A recurring run of a test or of a folder (a suite). The API's scheduler, woken once a minute by a pg-boss cron,
 * starts the schedules whose `next_run_at` has come, each under a row lock, so a turn starts once however many
 * API processes run. Deleting the test or the folder deletes its schedules.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    testId: uuid('test_id').references(() => tests.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    timing: jsonb('timing').$type<ScheduleTiming>().notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    enabled: boolean('enabled').notNull().default(true),
    /** Null while paused. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastOutcome: text('last_outcome', { enum: SCHEDULE_OUTCOMES }),
    lastMessage: text('last_message'),
    lastRunId: uuid('last_run_id'),
    lastSuiteId: uuid('last_suite_id'),
    ...timestamps,
  },
  (table) => [
    index('schedules_owner_idx').on(table.ownerId, table.createdAt),
    index('schedules_due_idx').on(table.nextRunAt).where(sql`${table.enabled}`),
    check('schedules_one_target', sql`(${table.testId} is null) <> (${table.folderId} is null)`),
  ],
);

/**
 * Where an owner is told about failures and recoveries: an e-mail address, a Slack-compatible incoming webhook, or a
 * generic webhook (signed JSON). Webhook addresses carry secrets (Slack's token is in its path): they are kept
 * sealed with VERITY_SECRET_KEY, with `target` a masked copy to show.
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_CHANNEL_KINDS }).notNull(),
    target: text('target').notNull(),
    sealedUrl: text('sealed_url'),
    sealedSecret: text('sealed_secret'),
    /** Null: every test and folder of the owner. */
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    events: jsonb('events').$type<NotificationEvent[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The web origin the channel was set up from: the links in its messages point there. */
    siteUrl: text('site_url').notNull(),
    ...timestamps,
  },
  (table) => [index('notification_channels_owner_idx').on(table.ownerId, table.createdAt)],
);

/** Each message sent (or being sent) to a channel, with its last attempt: the channel's delivery log. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => notificationChannels.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    subject: text('subject').notNull(),
    /** What is sent: the event's JSON document (the webhook's body; mail and Slack are written from it). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastResponse: text('last_response'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('notification_deliveries_channel_idx').on(table.channelId, table.createdAt)],
);

