import { databaseUrlSchema } from '@verity/db';
import { z } from 'zod';

/**
 * The auth service's configuration. JWT_SECRET, ANON_KEY and DATABASE_URL are required now although only the
 * sign-up/sign-in API (a later issue) uses them: a deployment missing them should fail at start, not at the
 * first sign-in.
 */
export const authEnvSchema = z.object({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  ANON_KEY: z.string().min(1),
  DATABASE_URL: databaseUrlSchema,
  AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(9999),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Enables "Sign in with Google" in the settings the client reads. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
});

export type AuthEnv = z.infer<typeof authEnvSchema>;
