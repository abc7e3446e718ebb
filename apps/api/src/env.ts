import { databaseUrlSchema } from '@verity/db';
import { z } from 'zod';

export const apiEnvSchema = z.object({
  DATABASE_URL: databaseUrlSchema,
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;
