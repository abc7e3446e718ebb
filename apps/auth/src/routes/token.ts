import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { type AuthContext } from '../context';
import { parseCodeChallengeMethod, sha256, verifierMatches } from '../crypto';
import { AuthError, invalidCredentials, validationFailed } from '../errors';
import { verifyPassword } from '../passwords';
import { readObject, readString, sessionResponse } from '../schemas';
import { type AuthMethod, issuerOf, refreshSession, type SessionResponse, startSession } from '../sessions';
import { consumeOneTimeToken, findOneTimeToken } from '../store/one-time-tokens';
import { findUserByEmail } from '../store/users';
import { takeOrThrow } from '../validation';

/** POST /token?grant_type=password|refresh_token|pkce */
export const tokenRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  const { db, config, limiters } = context;

  async function password(request: FastifyRequest, body: Record<string, unknown>): Promise<SessionResponse> {
    const email = readString(body, 'email')?.trim().toLowerCase();
    const password = readString(body, 'password');
    if (!email || !password) throw invalidCredentials();
    takeOrThrow(await limiters.signInPerIp.take(request.ip), 'over_request_rate_limit', 'Request rate limit reached');
    // Failed attempts count per e-mail *and* client: someone guessing from elsewhere cannot lock the owner out.
    const failures = `${email}|${request.ip}`;
    takeOrThrow(!(await limiters.signInPerEmail.isBlocked(failures)), 'over_request_rate_limit', 'Request rate limit reached');
    const user = await findUserByEmail(db, email);
    if (!(await verifyPassword(user?.encryptedPassword, password)) || !user) {
      await limiters.signInPerEmail.record(failures);
      throw invalidCredentials();
    }
    return startSession(db, config, request, user.id, 'password');
  }

  async function pkce(request: FastifyRequest, body: Record<string, unknown>): Promise<SessionResponse> {
    const authCode = readString(body, 'auth_code');
    const verifier = readString(body, 'code_verifier');
    if (!authCode || !verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
    // Before the code is used up (see issuerOf).
    issuerOf(config, request);
    const codeHash = sha256(`pkce:${authCode}`);
    const flow = await findOneTimeToken(db, 'pkce_auth_code', codeHash);
    if (!flow || flow.usedAt) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (flow.expiresAt.getTime() <= Date.now()) throw new AuthError(403, 'flow_state_expired', 'Flow state has expired');
    const [methodText, ...rest] = flow.relatesTo.split(':');
    const method = parseCodeChallengeMethod(methodText);
    if (!method || !verifierMatches(method, rest.join(':'), verifier)) {
      throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    const consumed = await consumeOneTimeToken(db, 'pkce_auth_code', codeHash);
    if (!consumed) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const authMethod = (consumed.authMethod ?? 'oauth') as AuthMethod;
    return startSession(db, config, request, consumed.userId, authMethod, authMethod === 'oauth' ? 'google' : 'email');
  }

  app.post('/token', { schema: { response: { 200: sessionResponse } } }, async (request) => {
    const grantType = readString(readObject(request.query), 'grant_type');
    const body = readObject(request.body);
    switch (grantType) {
      case 'password':
        return password(request, body);
      case 'refresh_token': {
        const refreshToken = readString(body, 'refresh_token');
        if (!refreshToken) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return refreshSession(db, config, request, refreshToken);
      }
      case 'pkce':
        return pkce(request, body);
      default:
        throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
  });
};
