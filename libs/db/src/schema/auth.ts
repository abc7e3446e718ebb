import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The self-hosted auth service's tables, in a schema of their own as in Supabase. In production the web app
 * may use a hosted Supabase project instead: then these stay empty and nothing in `public` points at them.
 */
export const authSchema = pgSchema('auth');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = authSchema.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id hash; null for users who only ever signed in with Google. */
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** A user's link to a sign-in provider (email, google). */
export const identities = authSchema.table(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id for the user (the email for 'email', Google's `sub` for 'google'). */
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('identities_provider_key').on(table.provider, table.providerId), index('identities_user_idx').on(table.userId)],
);

/** One signed-in device; access tokens carry its id as `session_id`. */
export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    /** How the session began: password, recovery, otp, oauth. Goes into the `amr` claim. */
    authMethod: text('auth_method').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Refresh tokens rotate: each refresh revokes the token used and issues a child. Presenting a revoked token
 * again (reuse) revokes the whole session.
 */
export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parent: text('parent'),
    revoked: boolean('revoked').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('refresh_tokens_token_key').on(table.token), index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Single-use tokens sent by email (recovery) or kept for a PKCE exchange; only their hash is stored. */
export const oneTimeTokens = authSchema.table(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type', { enum: ['recovery', 'pkce_auth_code'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For recovery: the email it was sent to. For PKCE: the code challenge and its method, as `method:challenge`. */
    relatesTo: text('relates_to').notNull(),
    /** What a PKCE exchange signs in with: 'recovery', 'oauth'… */
    authMethod: text('auth_method'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('one_time_tokens_hash_key').on(table.tokenHash), index('one_time_tokens_user_idx').on(table.userId)],
);

/** Mail the auth service sent while no SMTP server is configured: the local outbox at /_dev/mail. */
export const devMail = authSchema.table('dev_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
