import { ApiError } from '../errors';
import { type Db } from '../database/transaction';
import { findApiTokenOwner } from '../repositories/api-tokens';
import { type Caller, expirySeconds } from './access-token';

/** Names the owner of a personal access token, or throws the 401 (the spec's "Could not validate credentials") saying why not. */
export function createApiTokenVerifier(db: Db) {
  return async function verifyApiToken(token: string): Promise<Caller> {
    const found = await findApiTokenOwner(db, token);
    if (!found) throw new ApiError(401, 'invalid_token', 'Could not validate credentials: the API token is unknown or was revoked.');
    if (found.expired) throw new ApiError(401, 'token_expired', 'Could not validate credentials: the API token has expired. Create a new one in Settings.');
    return { userId: found.ownerId, email: null, via: 'api_token', expiresAt: expirySeconds(found.expiresAt ? found.expiresAt.getTime() / 1000 : undefined) };
  };
}
