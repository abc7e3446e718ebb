import { type FastifyPluginAsync } from 'fastify';
import { type AuthContext } from '../context';
import { parseCodeChallengeMethod, randomToken, sixDigitCode } from '../crypto';
import { validationFailed } from '../errors';
import { recoveryMail } from '../mail/recovery-mail';
import { linkTokenHash, otpHash, pkceCodeHash, recoveryAuthCode } from '../recovery';
import { safeRedirect } from '../redirects';
import { emptyResponse, readObject, readString } from '../schemas';
import { mailLinkOrigins } from '../site-origin';
import { retireOneTimeTokens, saveOneTimeToken } from '../store/one-time-tokens';
import { findUserByEmail } from '../store/users';
import { requireEmail, takeOrThrow } from '../validation';

/**
 * POST /recover {email, code_challenge?, code_challenge_method?}?redirect_to=…: emails a single-use link and a
 * 6-digit code. Always `{}`, whether or not the address has an account.
 */
export const recoverRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  const { db, config, limiters } = context;
  app.post('/recover', { schema: { response: { 200: emptyResponse } } }, async (request) => {
    const body = readObject(request.body);
    const email = requireEmail(readString(body, 'email'));
    const challenge = readString(body, 'code_challenge');
    const method = parseCodeChallengeMethod(body.code_challenge_method);
    if (challenge && !method) throw validationFailed('code_challenge_method must be s256 or plain');
    // Before the account lookup: whether it refuses must not depend on the address having an account.
    const origins = mailLinkOrigins(config, request);
    const message = `For security purposes, you can only request this after ${Math.ceil(config.rateLimits.recoverPerEmail.windowMs / 1000)} seconds.`;
    takeOrThrow(await limiters.recoverPerIp.take(request.ip), 'over_email_send_rate_limit', 'Email rate limit exceeded');
    takeOrThrow(await limiters.recoverPerEmail.take(email), 'over_email_send_rate_limit', message);

    const user = await findUserByEmail(db, email);
    if (!user) return {};
    const linkToken = randomToken();
    const code = sixDigitCode();
    const expiresAt = new Date(Date.now() + config.oneTimeTokenTtlMs);
    await db.transaction(async (tx) => {
      await retireOneTimeTokens(tx, user.id, 'recovery');
      await saveOneTimeToken(tx, { userId: user.id, tokenType: 'recovery', tokenHash: linkTokenHash(linkToken), relatesTo: email, expiresAt });
      await saveOneTimeToken(tx, { userId: user.id, tokenType: 'recovery', tokenHash: otpHash(email, code), relatesTo: email, expiresAt });
      if (challenge && method) {
        await saveOneTimeToken(tx, {
          userId: user.id,
          tokenType: 'pkce_auth_code',
          tokenHash: pkceCodeHash(recoveryAuthCode(config, linkToken)),
          relatesTo: `${method}:${challenge}`,
          authMethod: 'recovery',
          expiresAt,
        });
      }
    });
    const redirectTo = safeRedirect(readString(readObject(request.query), 'redirect_to'), origins.site);
    const link = new URL(`${origins.authApi}/auth/v1/verify`);
    link.search = new URLSearchParams({ token: linkToken, type: 'recovery', redirect_to: redirectTo }).toString();
    await config.mailer.send(recoveryMail(email, link.toString(), code));
    return {};
  });
};
