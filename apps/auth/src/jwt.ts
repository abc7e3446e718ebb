import { errors, jwtVerify, SignJWT } from 'jose';
import { AuthError } from './errors';

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  role: 'authenticated';
  aal: string;
  session_id: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  amr: Array<{ method: string; timestamp: number }>;
  is_anonymous: boolean;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** sub and session_id are looked up as uuid columns: anything else is a bad token, not a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function signJwt(secret: string, claims: object): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

/** The claims of a valid access token; otherwise GoTrue's 403 bad_jwt. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: 'authenticated' });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
      throw new AuthError(403, 'bad_jwt', 'invalid JWT: missing sub or session_id claim');
    }
    // GoTrue's own words for a sub that is not a UUID.
    if (!UUID.test(payload.sub) || !UUID.test(payload.session_id)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: sub and session_id claims must be UUIDs');
    }
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof AuthError) throw error;
    const reason = error instanceof errors.JWTExpired ? 'token is expired' : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  }
}

/** Short-lived signed state (the OAuth `state` parameter). */
export async function signState(secret: string, state: Record<string, unknown>, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...state, purpose: 'oauth_state' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

export async function verifyState(secret: string, token: string): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return payload.purpose === 'oauth_state' ? payload : null;
  } catch {
    return null;
  }
}
