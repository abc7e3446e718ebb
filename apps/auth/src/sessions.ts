import { type Database } from '@verity/db';
import { type FastifyRequest } from 'fastify';
import { type AuthConfig } from './config';
import { keyedDerive, randomToken, sha256 } from './crypto';
import { AuthError } from './errors';
import { type AccessTokenClaims, signJwt } from './jwt';
import { authApiOrigin } from './site-origin';
import { createSession, deleteSession, findRefreshToken, findSession, rotateRefreshToken, type SessionRow } from './store/sessions';
import { findUserById, recordSignIn, type UserWithIdentities } from './store/users';
import { toUserResponse, type UserResponse } from './user-response';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserResponse;
}

/** How a session began, as `amr` names it: password, recovery, otp, oauth. */
export type AuthMethod = 'password' | 'recovery' | 'otp' | 'oauth';

/**
 * A rotated refresh token's child is derived from it with a key only this server has, so the database keeps
 * only hashes and yet a token presented again within the reuse interval can be answered with the current one.
 */
const childOf = (config: AuthConfig, token: string) => keyedDerive(config.jwtSecret, 'refresh-token-child', token);
const MAX_CHAIN_WALK = 100;

/**
 * `iss`: the auth API as this request reached it. Without SITE_URL a Host it cannot name itself by is a 400, so
 * every path that issues a session asks for this before its first write: a refused request must leave no
 * account, session or rotated refresh token behind.
 */
export function issuerOf(config: AuthConfig, request: FastifyRequest): string {
  return `${authApiOrigin(config, request)}/auth/v1`;
}

async function respond(
  config: AuthConfig,
  issuer: string,
  user: UserWithIdentities,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.accessTokenTtlSeconds;
  const claims: AccessTokenClaims = {
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    role: 'authenticated',
    aal: session.aal,
    session_id: session.id,
    email: user.email,
    phone: '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    amr: [{ method: session.authMethod, timestamp: Math.floor(session.createdAt.getTime() / 1000) }],
    is_anonymous: false,
  };
  return {
    access_token: await signJwt(config.jwtSecret, claims),
    token_type: 'bearer',
    expires_in: config.accessTokenTtlSeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: toUserResponse(user),
  };
}

async function loadUser(db: Database, userId: string): Promise<UserWithIdentities> {
  const user = await findUserById(db, userId);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

/** Signs a user in: a new session, its first refresh token, an access token. */
export async function startSession(
  db: Database,
  config: AuthConfig,
  request: FastifyRequest,
  userId: string,
  method: AuthMethod,
  provider = 'email',
): Promise<SessionResponse> {
  const issuer = issuerOf(config, request);
  const refreshToken = randomToken();
  await recordSignIn(db, userId, provider);
  const session = await createSession(db, {
    userId,
    authMethod: method,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    refreshTokenHash: sha256(refreshToken),
  });
  return respond(config, issuer, await loadUser(db, userId), session, refreshToken);
}

/**
 * grant_type=refresh_token: the token is revoked and its child issued. A revoked token presented again within
 * the reuse interval (another tab refreshing at the same moment) gets the session's current token; later, it
 * is reuse of a stolen token, and the whole session ends.
 */
export async function refreshSession(db: Database, config: AuthConfig, request: FastifyRequest, presented: string): Promise<SessionResponse> {
  const issuer = issuerOf(config, request);
  const outcome = await db.transaction(async (tx) => {
    const row = await findRefreshToken(tx, sha256(presented), { lock: true });
    if (!row) return { kind: 'not_found' as const };
    if (!row.revoked) {
      const child = childOf(config, presented);
      await rotateRefreshToken(tx, row, sha256(child));
      return { kind: 'ok' as const, sessionId: row.sessionId, token: child };
    }
    if (Date.now() - row.updatedAt.getTime() > config.refreshReuseIntervalMs) {
      await deleteSession(tx, row.sessionId);
      return { kind: 'reused' as const };
    }
    let candidate = presented;
    for (let step = 0; step < MAX_CHAIN_WALK; step += 1) {
      candidate = childOf(config, candidate);
      const descendant = await findRefreshToken(tx, sha256(candidate));
      if (!descendant) break;
      if (!descendant.revoked) return { kind: 'ok' as const, sessionId: row.sessionId, token: candidate };
    }
    return { kind: 'not_found' as const };
  });
  if (outcome.kind === 'not_found') throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (outcome.kind === 'reused') throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  const session = await findSession(db, outcome.sessionId);
  if (!session) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return respond(config, issuer, await loadUser(db, session.userId), session, outcome.token);
}
