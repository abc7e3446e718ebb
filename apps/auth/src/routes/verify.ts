import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { type AuthContext } from '../context';
import { otpExpired, validationFailed } from '../errors';
import { linkTokenHash, otpHash, pkceCodeHash, recoveryAuthCode } from '../recovery';
import { safeRedirect, withParams } from '../redirects';
import { readObject, readString, sessionResponse } from '../schemas';
import { type AuthMethod, issuerOf, startSession } from '../sessions';
import { siteOrigin } from '../site-origin';
import { consumeOneTimeToken, findOneTimeToken, retireOneTimeTokens } from '../store/one-time-tokens';
import { updateUser } from '../store/users';
import { takeOrThrow } from '../validation';

/**
 * GET /verify (the emailed link: 303 to redirect_to with the session in the fragment, or ?code= for PKCE) and
 * POST /verify (supabase-js verifyOtp: the 6-digit code, or the link's token as token_hash).
 */
export const verifyRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  const { db, config, limiters } = context;

  /** Uses a recovery secret once; every other pending recovery secret of the user goes with it. */
  async function redeem(tokenHash: string) {
    const token = await consumeOneTimeToken(db, 'recovery', tokenHash);
    if (!token) return null;
    await retireOneTimeTokens(db, token.userId, 'recovery');
    // Receiving the mail proves the address.
    await updateUser(db, token.userId, { confirmEmail: true });
    return token;
  }

  async function session(request: FastifyRequest, userId: string, method: AuthMethod) {
    return startSession(db, config, request, userId, method);
  }

  app.get('/verify', async (request, reply) => {
    const query = readObject(request.query);
    const redirectTo = safeRedirect(readString(query, 'redirect_to'), siteOrigin(config, request));
    const fail = (errorCode: string, description: string) =>
      reply.redirect(withParams(redirectTo, { error: 'access_denied', error_code: errorCode, error_description: description }, 'fragment'), 303);
    if (readString(query, 'type') !== 'recovery') return fail('validation_failed', 'Unsupported verification type');
    const linkToken = readString(query, 'token') ?? '';
    const token = linkToken ? await redeem(linkTokenHash(linkToken)) : null;
    if (!token) return fail('otp_expired', 'Email link is invalid or has expired');

    const authCode = recoveryAuthCode(config, linkToken);
    const flow = await findOneTimeToken(db, 'pkce_auth_code', pkceCodeHash(authCode));
    if (flow && !flow.usedAt && flow.userId === token.userId) return reply.redirect(withParams(redirectTo, { code: authCode }, 'query'), 303);

    const started = await session(request, token.userId, 'recovery');
    const fragment = {
      access_token: started.access_token,
      expires_at: String(started.expires_at),
      expires_in: String(started.expires_in),
      refresh_token: started.refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    };
    return reply.redirect(withParams(redirectTo, fragment, 'fragment'), 303);
  });

  app.post('/verify', { schema: { response: { 200: sessionResponse } } }, async (request) => {
    const body = readObject(request.body);
    if (readString(body, 'type') !== 'recovery') throw validationFailed('Only type "recovery" can be verified by this server');
    takeOrThrow(await limiters.signInPerIp.take(request.ip), 'over_request_rate_limit', 'Request rate limit reached');
    // Before the recovery secret is used up (see issuerOf).
    issuerOf(config, request);
    const tokenHashParam = readString(body, 'token_hash');
    if (tokenHashParam) {
      const token = await redeem(linkTokenHash(tokenHashParam));
      if (!token) throw otpExpired();
      return session(request, token.userId, 'recovery');
    }
    const email = readString(body, 'email')?.trim().toLowerCase();
    const code = readString(body, 'token')?.trim();
    if (!email || !code) throw validationFailed('Verify requires an email and a token, or a token_hash');
    // Guessing a 6-digit code must not be feasible within its hour.
    takeOrThrow(await limiters.signInPerEmail.take(email), 'over_request_rate_limit', 'Request rate limit reached');
    const token = await redeem(otpHash(email, code));
    if (!token) throw otpExpired();
    return session(request, token.userId, 'otp');
  });
};
