import { databaseUrlSchema } from '@verity/db';
import { trustProxySchema } from '@verity/process';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).transform((url) => url.replace(/\/+$/, ''));

/** The auth service's configuration, validated at start-up. */
export const authEnvSchema = z.object({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  ANON_KEY: z.string().min(1),
  DATABASE_URL: databaseUrlSchema,
  AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(9999),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The web app's origin: the default and only allowed target of the redirects after an email link or Google,
   * and where e-mailed links point. Unset, the address each request came in on (see site-origin.ts).
   */
  SITE_URL: httpUrl.optional(),
  /** Where browsers reach this API (the origin in front of /auth/v1); defaults to SITE_URL, as the BFF proxies /auth/v1. */
  API_EXTERNAL_URL: httpUrl.optional(),
  /** smtp(s)://user:pass@host:port; without it mail goes to the local outbox at /auth/v1/_dev/mail. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Verity <no-reply@verity.local>'),
  /** Sign-ups one client IP may make per hour. */
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** "Sign in with Google" needs both. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl.default('https://openidconnect.googleapis.com/v1/userinfo'),
});

export type AuthEnv = z.infer<typeof authEnvSchema>;
