import { databaseUrlSchema } from '@verity/db';
import { trustProxySchema } from '@verity/process';
import { z } from 'zod';

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
    /** Credits a new user starts with. */
    SIGNUP_CREDITS: z.coerce.number().int().min(0).default(100),
    /** Credits one run costs. */
    RUN_CREDIT_COST: z.coerce.number().int().min(0).default(1),
  })
  .refine((env) => env.JWT_SECRET || env.SUPABASE_JWKS_URL, {
    message: 'set JWT_SECRET or SUPABASE_JWKS_URL so the API can verify access tokens',
    path: ['JWT_SECRET'],
  });

export type ApiEnv = z.infer<typeof apiEnvSchema>;
