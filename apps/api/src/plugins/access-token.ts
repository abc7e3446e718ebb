import { createRemoteJWKSet, decodeProtectedHeader, errors, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { ApiError } from '../errors';

export interface AccessTokenOptions {
  /** HS256 secret: our auth service's, or a Supabase project's legacy JWT secret. */
  jwtSecret?: string;
  /** A Supabase project's JWKS URL, for asymmetrically signed (ES256/RS256) tokens. */
  jwksUrl?: string;
  /** Whether the token's session (its `session_id`) still exists; absent: a token is good until it expires. */
  sessionIsActive?: (sessionId: string) => Promise<boolean>;
}

/** Who is calling: the verified token's subject owns every row the request may touch. */
export interface Caller {
  userId: string;
  email: string | null;
  /** A signed-in session's access token, or a personal access token (CI, scripts). */
  via: 'session' | 'api_token';
  /** When the token stops being accepted, in whole seconds since the epoch; null when it does not expire. */
  expiresAt: number | null;
}

/** A token's expiry in whole seconds within the safe integers: a valid JWT may carry a fractional exp or one centuries away. */
export const expirySeconds = (exp: number | undefined): number | null => (exp === undefined ? null : Math.min(Math.floor(exp), Number.MAX_SAFE_INTEGER));

const AUDIENCE = 'authenticated';

// The web app logs the user out when a message contains 'could not validate credentials' (spec section 2).
const unauthorized = (code: string, reason: string) => new ApiError(401, code, `Could not validate credentials: ${reason}`);

const claimsSchema = z.object({ sub: z.guid(), email: z.string().optional(), session_id: z.string().optional() });

/** Verifies Supabase-style access tokens and names the caller, or throws a 401 ApiError saying why not. */
export function createAccessTokenVerifier({ jwtSecret, jwksUrl, sessionIsActive }: AccessTokenOptions) {
  if (!jwtSecret && !jwksUrl) throw new Error('Access tokens need a JWT secret or a JWKS URL to be verified');
  const secret = jwtSecret ? new TextEncoder().encode(jwtSecret) : undefined;
  const jwks = jwksUrl ? createRemoteJWKSet(new URL(jwksUrl)) : undefined;

  async function verify(token: string): Promise<JWTPayload> {
    let algorithm: string | undefined;
    try {
      algorithm = decodeProtectedHeader(token).alg;
    } catch {
      throw unauthorized('invalid_token', 'the access token is malformed.');
    }
    if (algorithm === 'HS256' && secret) return (await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'] })).payload;
    if (algorithm !== 'HS256' && jwks) return (await jwtVerify(token, jwks, { audience: AUDIENCE })).payload;
    throw unauthorized('invalid_token', `tokens signed with ${algorithm ?? 'no algorithm'} are not accepted.`);
  }

  return async function verifyAccessToken(token: string): Promise<Caller> {
    let payload: JWTPayload;
    try {
      payload = await verify(token);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof errors.JWTExpired) throw unauthorized('token_expired', 'the access token has expired. Sign in again.');
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
        throw unauthorized('invalid_audience', `the access token is not for this API (its audience must be '${AUDIENCE}').`);
      }
      if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
        throw unauthorized('invalid_token', 'the access token signature is invalid.');
      }
      if (error instanceof errors.JOSEError) throw unauthorized('invalid_token', 'the access token is invalid.');
      throw error;
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw unauthorized('invalid_token', 'the access token does not name a user.');
    const sessionId = claims.data.session_id;
    if (sessionIsActive && sessionId !== undefined && !(await sessionIsActive(sessionId))) {
      throw unauthorized('session_ended', 'the session of this access token has ended (signed out or revoked). Sign in again.');
    }
    return { userId: claims.data.sub, email: claims.data.email ?? null, via: 'session', expiresAt: expirySeconds(payload.exp) };
  };
}

export type VerifyAccessToken = ReturnType<typeof createAccessTokenVerifier>;
