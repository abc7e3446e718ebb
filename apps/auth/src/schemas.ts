import { z } from 'zod';
import { toResponseSchema } from './response-schema';

const metadata = z.record(z.string(), z.unknown());
const timestamp = z.string();

export const identitySchema = z.object({
  identity_id: z.string(),
  id: z.string(),
  user_id: z.string(),
  identity_data: metadata,
  provider: z.string(),
  last_sign_in_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  email: z.string(),
});

export const userSchema = z.object({
  id: z.string(),
  aud: z.string(),
  role: z.string(),
  email: z.string(),
  email_confirmed_at: timestamp.nullable(),
  phone: z.string(),
  confirmed_at: timestamp.nullable(),
  last_sign_in_at: timestamp.nullable(),
  app_metadata: metadata,
  user_metadata: metadata,
  identities: z.array(identitySchema),
  created_at: timestamp,
  updated_at: timestamp,
  is_anonymous: z.boolean(),
});

export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  refresh_token: z.string(),
  user: userSchema,
});

export const emptyObjectSchema = z.object({});

export const userResponse = toResponseSchema(userSchema);
export const sessionResponse = toResponseSchema(sessionSchema);
export const emptyResponse = toResponseSchema(emptyObjectSchema);

/** A request body (or query) read leniently: unknown fields are ignored, as GoTrue ignores them. */
export function readObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function readString(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' ? value : undefined;
}
