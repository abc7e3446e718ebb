import { type FastifyRequest } from 'fastify';
import { type AuthContext } from './context';
import { AuthError } from './errors';
import { type AccessTokenClaims, verifyAccessToken } from './jwt';
import { findSession, type SessionRow } from './store/sessions';

export interface Caller {
  claims: AccessTokenClaims;
  session: SessionRow;
  accessToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

const BEARER = /^bearer\s+(\S+)$/i;

/**
 * A route's preHandler that requires a valid access token whose session still exists (GoTrue's
 * requireAuthentication): 401 no_authorization, 403 bad_jwt, 403 session_not_found.
 */
export function requireSession({ db, config }: AuthContext) {
  return async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = await verifyAccessToken(config.jwtSecret, match[1]!);
    const session = await findSession(db, claims.session_id);
    if (!session || session.userId !== claims.sub) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    request.caller = { claims, session, accessToken: match[1]! };
  };
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('requireSession must run before this handler');
  return request.caller;
}
