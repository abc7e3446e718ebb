import { browserEnvSchema } from '@verity/browser';
import { artifactsEnvSchema } from '@verity/artifacts';
import { databaseUrlSchema } from '@verity/db';
import { MIN_SECRET_KEY_LENGTH, modelEnvSchema } from '@verity/models';
import { DEFAULT_RUN_TIMEOUT_SECONDS } from '@verity/queue';
import { inboxDomainSchema } from '@verity/mail';
import { z } from 'zod';

export const workerEnvSchema = z.object({
  DATABASE_URL: databaseUrlSchema,
  /** Names this process in logs when several run side by side. */
  WORKER_NAME: z.string().min(1).default('worker'),
  /** Runs this process executes at once; they share one Chromium, each in a fresh context. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** A run still going after this long is stopped and ends failed. Give every worker the same value. */
  RUN_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3_600).default(DEFAULT_RUN_TIMEOUT_SECONDS),
  ...browserEnvSchema.shape,
  /** production: runs refuse targets on private, loopback and link-local addresses (SSRF). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ...artifactsEnvSchema.shape,
  ...modelEnvSchema.shape,
  /** Opens the API keys of users' own models (the API's VERITY_SECRET_KEY); without it only the deployment's model reads lines. */
  VERITY_SECRET_KEY: z.string().min(MIN_SECRET_KEY_LENGTH, `must be at least ${MIN_SECRET_KEY_LENGTH} characters`).optional(),
  /** The test inbox's domain (the API's INBOX_DOMAIN): generated addresses are there, and e-mail steps read mail to it. */
  INBOX_DOMAIN: inboxDomainSchema,
});

export type WorkerEnv = z.infer<typeof workerEnvSchema>;
