import { z } from 'zod';
import { ApiError } from '../errors';

const idSchema = z.guid();

/** A path id: a malformed one is a 400, never a database error. */
export function parseCheckoutSessionId(value: unknown): string {
  const result = idSchema.safeParse(value);
  if (!result.success) throw new ApiError(400, 'invalid_id', 'A valid checkout session id is required.');
  return result.data.toLowerCase();
}

/** Also what another user's session answers: its existence is not theirs to learn. */
export const checkoutSessionNotFound = () => new ApiError(404, 'not_found', 'Checkout session not found.');
