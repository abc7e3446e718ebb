import { z } from 'zod';

/** Every personal access token starts with it, so a scanner (and the API) tells one from a session token. */
export const API_TOKEN_PREFIX = 'vrt_';
/** Expiry choices, in days; a token may also never expire. */
export const API_TOKEN_MAX_DAYS = 365;

/** A personal access token as the API lists it: never its secret. `prefix` is its first characters. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  /** When a request last used it (to the minute); null if never. */
  last_used_at: z.string().nullable(),
  /** null: it never expires. */
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** POST /api-tokens answers the secret once; only its hash is kept. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const createApiTokenInputSchema = z.strictObject({
  name: z.string({ error: 'Give the token a name, e.g. the CI that uses it.' }).trim().min(1, 'Give the token a name, e.g. the CI that uses it.').max(100, 'Use at most 100 characters for the name.'),
  /** Days until it expires; null or left out: never. */
  expires_in_days: z
    .number({ error: `expires_in_days must be a whole number of days from 1 to ${API_TOKEN_MAX_DAYS}, or null.` })
    .int(`expires_in_days must be a whole number of days from 1 to ${API_TOKEN_MAX_DAYS}, or null.`)
    .min(1, `expires_in_days must be a whole number of days from 1 to ${API_TOKEN_MAX_DAYS}, or null.`)
    .max(API_TOKEN_MAX_DAYS, `expires_in_days must be a whole number of days from 1 to ${API_TOKEN_MAX_DAYS}, or null.`)
    .nullable()
    .optional(),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInputSchema>;
