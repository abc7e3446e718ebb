export { databaseUrlSchema } from './database-url';
export { DATABASE_NAME } from './embedded-postgres';
export { checkDatabase, createPool, type PoolOptions } from './pool';
export { resolveDatabase, type ResolveDatabaseOptions, type ResolvedDatabase } from './resolve-database';
export { createDatabase, type Database } from './client';
export { migrateDatabase, MIGRATIONS_DIR } from './migrate';
export { parseRunUpdate, RUN_UPDATES_CHANNEL, type RunUpdate } from './run-updates';
export {
  apiTokens,
  authSchema,
  checkoutSessions,
  creditLedger,
  devMail,
  folders,
  inboxAddresses,
  inboxMessages,
  identities,
  type OnboardingAnswers,
  oneTimeTokens,
  profiles,
  promoCodes,
  promoRedemptions,
  refreshTokens,
  type RunArtifacts,
  modelAnswers,
  type ModelCheckRecord,
  modelProviders,
  type RunModelUsage,
  type RunReview,
  sessions,
  notificationChannels,
  notificationDeliveries,
  schedules,
  signedInSessions,
  suiteRuns,
  testRuns,
  tests,
  users,
  visualBaselines,
  workerStatus,
} from './schema';
export { addCredits, type CreditEntry, debitForRun, type LedgerDb } from './credits';
export { ensureProfileWithSignupGrant } from './signup-grant';
export { findModelInUse, type StoredModel } from './model-in-use';
export { isDatabaseUnavailable } from './database-unavailable';
export { RateLimiter, type RateLimit } from './rate-limit';
