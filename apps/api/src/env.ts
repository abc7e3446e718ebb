import { browserEnvSchema } from '@verity/browser';
import { databaseUrlSchema } from '@verity/db';
import { MIN_SECRET_KEY_LENGTH, modelEnvSchema } from '@verity/models';
import { trustProxySchema } from '@verity/process';
import { inboxDomainSchema } from '@verity/mail';
import { z } from 'zod';
import { DEFAULT_API_RATE_LIMITS } from './rate-limits';

export const apiEnvSchema = z
  .object({
    DATABASE_URL: databaseUrlSchema,
    API_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: trustProxySchema,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The HS256 secret the auth service (or a Supabase project's legacy secret) signs access tokens with. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** A hosted Supabase project's JWKS (…/auth/v1/.well-known/jwks.json), for asymmetrically signed tokens. */
    SUPABASE_JWKS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    /**
     * Refuse access tokens whose session has ended at the auth service (its tables are in DATABASE_URL).
     * Default: on, unless tokens come from a hosted Supabase (SUPABASE_JWKS_URL), whose sessions are elsewhere.
     */
    CHECK_SESSIONS: z.enum(['true', 'false']).optional(),
    /** Credits a new user starts with. */
    SIGNUP_CREDITS: z.coerce.number().int().min(0).default(100),
    /** Credits one run costs. */
    RUN_CREDIT_COST: z.coerce.number().int().min(0).default(1),
    /** Runs one user may start (or schedule) per minute, however many API processes there are. */
    RUN_STARTS_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_API_RATE_LIMITS.runStarts.max),
    /** Tests one user may draft from a goal per hour. */
    DRAFTS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_API_RATE_LIMITS.drafts.max),
    /** Production has no sandbox checkout: without Stripe it sells no credits. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The web app's origin: checkouts return to its /app/billing-success and /app/billing pages. Unset: the address each request came in on. */
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Stripe's secret API key; when set, credits are sold through Stripe Checkout instead of the sandbox. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret of the Stripe webhook endpoint (whsec_…) that POSTs to /api/billing/webhooks/stripe. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where Stripe's API is; a test double's URL in tests. */
    STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default('https://api.stripe.com'),
    /** The planner's browser, found as the workers find theirs. */
    ...browserEnvSchema.shape,
    /** Encrypts users' model API keys at rest (AES-256-GCM); the workers need the same value to use them. */
    VERITY_SECRET_KEY: z.string().min(MIN_SECRET_KEY_LENGTH, `must be at least ${MIN_SECRET_KEY_LENGTH} characters`).optional(),
    /** smtp(s)://user:pass@host:port for notification mail; without it mail goes to the local outbox (/_dev/mail), as the auth service's does. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('Verity <no-reply@verity.local>'),
    /** The test inbox's domain: e-mail steps read mail sent to addresses there. */
    INBOX_DOMAIN: inboxDomainSchema,
    /** Where the test inbox's SMTP server listens (the local stack's catcher); unset, there is none. */
    INBOX_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    INBOX_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    /** The bearer secret of POST /api/inbox/messages, the inbound-mail webhook of a deployed test inbox; unset, it is off. */
    INBOUND_MAIL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The deployment's model, shown on the Models screen (the workers use it). */
    ...modelEnvSchema.shape,
  })
  .refine((env) => env.JWT_SECRET || env.SUPABASE_JWKS_URL, {
    message: 'set JWT_SECRET or SUPABASE_JWKS_URL so the API can verify access tokens',
    path: ['JWT_SECRET'],
    // Checked even when other variables are wrong, so a bare start names every missing one at once.
    when: () => true,
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET), {
    message: 'is required in production when STRIPE_SECRET_KEY is set: without it no paid checkout could be credited',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });

export type ApiEnv = z.infer<typeof apiEnvSchema>;
