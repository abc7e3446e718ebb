import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AuthContext } from '../context';
import { parseCodeChallengeMethod, randomToken } from '../crypto';
import { signState, verifyState } from '../jwt';
import { escapeHtml } from '../mail/recovery-mail';
import { pkceCodeHash } from '../recovery';
import { safeRedirect, withParams } from '../redirects';
import { readObject, readString } from '../schemas';
import { startSession } from '../sessions';
import { authApiOrigin, siteOrigin } from '../site-origin';
import { saveOneTimeToken } from '../store/one-time-tokens';
import { createUser, findUserByEmail, findUserIdByIdentity, linkIdentity } from '../store/users';

const STATE_TTL_SECONDS = 10 * 60;
const OAUTH_CODE_TTL_MS = 10 * 60_000;

const googleTokenSchema = z.object({ access_token: z.string().min(1) });
const googleUserSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(3).optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
type GoogleUser = z.infer<typeof googleUserSchema>;

/** A page for people, not clients: the browser navigated here. */
function errorPage(reply: FastifyReply, status: number, title: string, message: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** GET /authorize?provider=google (to Google's consent screen) and GET /callback (back from it). */
export const oauthRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  const { db, config } = context;
  // Google sends the browser back where it started, so /authorize and /callback compute the same URL.
  const callbackUrlFor = (request: FastifyRequest) => `${authApiOrigin(config, request)}/auth/v1/callback`;

  app.get('/authorize', async (request, reply) => {
    const query = readObject(request.query);
    const provider = readString(query, 'provider') ?? '';
    if (provider !== 'google') {
      return errorPage(reply, 400, 'Unsupported sign-in provider', `"${provider}" is not a supported sign-in provider. Only Google is supported.`);
    }
    const { google } = config;
    if (!google) {
      return errorPage(reply, 400, 'Google sign-in is not available', 'Google sign-in is not configured on this server. Sign in with your email and password instead.');
    }
    const challenge = readString(query, 'code_challenge');
    const method = parseCodeChallengeMethod(query.code_challenge_method);
    if (challenge && !method) return errorPage(reply, 400, 'Invalid sign-in request', 'code_challenge_method must be s256 or plain.');
    const state = await signState(
      config.jwtSecret,
      { provider, redirect_to: safeRedirect(readString(query, 'redirect_to'), siteOrigin(config, request)), ...(challenge ? { code_challenge: challenge, code_challenge_method: method } : {}) },
      STATE_TTL_SECONDS,
    );
    const target = new URL(google.authorizeUrl);
    target.search = new URLSearchParams({
      client_id: google.clientId,
      redirect_uri: callbackUrlFor(request),
      response_type: 'code',
      scope: 'openid email profile',
      state,
      prompt: 'select_account',
    }).toString();
    return reply.redirect(target.toString(), 302);
  });

  async function fetchGoogleUser(code: string, callbackUrl: string): Promise<GoogleUser> {
    const google = config.google!;
    const tokenResponse = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ code, client_id: google.clientId, client_secret: google.clientSecret, redirect_uri: callbackUrl, grant_type: 'authorization_code' }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenResponse.ok) throw new Error(`Google's token endpoint answered ${tokenResponse.status}`);
    const { access_token: accessToken } = googleTokenSchema.parse(await tokenResponse.json());
    const userResponse = await fetch(google.userInfoUrl, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
    if (!userResponse.ok) throw new Error(`Google's userinfo endpoint answered ${userResponse.status}`);
    return googleUserSchema.parse(await userResponse.json());
  }

  /** The user this Google account signs in as: linked before, or the account with its (verified) email, or a new one. */
  async function upsertGoogleUser(profile: GoogleUser & { email: string }): Promise<string> {
    const identityData = { sub: profile.sub, provider_id: profile.sub, email: profile.email, email_verified: true, name: profile.name, picture: profile.picture };
    const linked = await findUserIdByIdentity(db, 'google', profile.sub);
    if (linked) return linked;
    const existing = await findUserByEmail(db, profile.email);
    if (existing) {
      await linkIdentity(db, existing.id, 'google', profile.sub, identityData);
      return existing.id;
    }
    const created = await createUser(db, {
      email: profile.email,
      encryptedPassword: null,
      provider: 'google',
      providerId: profile.sub,
      identityData,
      userMetadata: { ...identityData, full_name: profile.name, avatar_url: profile.picture },
    });
    if (created) return created.id;
    // Created concurrently by another request for the same address.
    return upsertGoogleUser(profile);
  }

  app.get('/callback', async (request, reply) => {
    const query = readObject(request.query);
    const state = await verifyState(config.jwtSecret, readString(query, 'state') ?? '');
    if (!state || !config.google) {
      return errorPage(reply, 400, 'Sign-in could not be completed', 'This sign-in link is invalid or has expired. Go back to the app and start again.');
    }
    const redirectTo = safeRedirect(state.redirect_to, siteOrigin(config, request));
    const fail = (error: string, description: string) => reply.redirect(withParams(redirectTo, { error, error_description: description }, 'fragment'), 303);
    const code = readString(query, 'code');
    if (readString(query, 'error') || !code) return fail('access_denied', 'Google sign-in was cancelled or refused');

    let profile: GoogleUser;
    try {
      profile = await fetchGoogleUser(code, callbackUrlFor(request));
    } catch (error) {
      request.log.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      return fail('server_error', 'Could not complete Google sign-in');
    }
    const isVerified = profile.email_verified === true || profile.email_verified === 'true';
    if (!profile.email || !isVerified) return fail('access_denied', 'Your Google account has no verified email address');
    const userId = await upsertGoogleUser({ ...profile, email: profile.email });

    const challenge = typeof state.code_challenge === 'string' ? state.code_challenge : null;
    const method = parseCodeChallengeMethod(state.code_challenge_method);
    if (challenge && method) {
      const authCode = randomToken();
      await saveOneTimeToken(db, {
        userId,
        tokenType: 'pkce_auth_code',
        tokenHash: pkceCodeHash(authCode),
        relatesTo: `${method}:${challenge}`,
        authMethod: 'oauth',
        expiresAt: new Date(Date.now() + OAUTH_CODE_TTL_MS),
      });
      return reply.redirect(withParams(redirectTo, { code: authCode }, 'query'), 303);
    }
    const session = await startSession(db, config, request, userId, 'oauth', 'google');
    return reply.redirect(
      withParams(
        redirectTo,
        {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
        },
        'fragment',
      ),
      303,
    );
  });
};
