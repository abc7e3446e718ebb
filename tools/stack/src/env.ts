import { browserEnvSchema } from '@verity/browser';
import { databaseUrlSchema } from '@verity/db';
import { inboxDomainSchema } from '@verity/mail';
import { z } from 'zod';

const flag = z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/**
 * What `npm start` reads. The services validate their own variables too (e.g. the BFF checks every
 * REMOTE_*_URL); this schema covers what the stack itself decides with.
 */
export const stackEnvSchema = z.object({
  /** The one port the product is served on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where the web origin listens; localhost binds both 127.0.0.1 and ::1. Use 0.0.0.0 inside a container. */
  HOST: z.string().min(1).default('localhost'),
  /** An external Postgres; without it the stack runs an embedded one in the data directory. */
  DATABASE_URL: databaseUrlSchema.optional(),
  /** Embedded Postgres data and generated secrets; relative paths are relative to the workspace root. */
  VERITY_DATA_DIR: z.string().min(1).default('.verity'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Queue consumers to run. */
  WORKERS: z.coerce.number().int().min(0).max(32).default(1),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  SOCIAL_HANDLE: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  VERITY_DEBUG: z.enum(['true', 'false']).optional(),
  /** Rebuild the web bundles even when they exist (same as --build). */
  VERITY_REBUILD: flag.optional(),
  /** Serve web bundles from here instead of <workspace>/dist/apps; the stack never builds into it. */
  VERITY_WEB_DIST: z.string().min(1).optional(),
  /** Checked here so a bad value stops the start; the workers and the API's planner use them. */
  ...browserEnvSchema.shape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The test inbox's SMTP port, where the sites under test send their e-mails (default 2525, else a free one). */
  INBOX_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The test inbox's domain (the API and the workers read it too). */
  INBOX_DOMAIN: inboxDomainSchema,
});

export type StackEnv = z.infer<typeof stackEnvSchema>;
