import { API_TOKEN_PREFIX } from '@verity/contracts';
import { type Caller, type VerifyAccessToken } from './access-token';

/**
 * One verifier for both kinds of bearer token, for the REST routes and the websocket alike: a personal access token
 * (`vrt_…`) when there is a verifier for them, else a signed-in session's access token.
 */
export function bearerTokenVerifier(verifyAccessToken: VerifyAccessToken, verifyApiToken?: (token: string) => Promise<Caller>): VerifyAccessToken {
  return (token) => (verifyApiToken && token.startsWith(API_TOKEN_PREFIX) ? verifyApiToken(token) : verifyAccessToken(token));
}
