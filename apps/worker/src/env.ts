import { databaseUrlSchema } from '@verity/db';
import { z } from 'zod';

export const workerEnvSchema = z.object({
  DATABASE_URL: databaseUrlSchema,
  /** Names this process in logs when several run side by side. */
  WORKER_NAME: z.string().min(1).default('worker'),
});

export type WorkerEnv = z.infer<typeof workerEnvSchema>;
