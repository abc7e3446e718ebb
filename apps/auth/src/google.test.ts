import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { memoryStorage, type RunningAuth, supabaseClient, uniqueEmail, useAuthDatabase } from './test-support';

interface FakeAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** A stand-in for Google's token and userinfo endpoints: a real HTTP server speaking their protocol. */
async function startFakeGoogle() {
  const codes = new Map<string, FakeAccount>();
  const accessTokens = new Map<string, FakeAccount>();
  const tokenRequests: URLSearchParams[] = [];
  const readBody = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return body;
  };
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(await readBody(request));
      tokenRequests.push(form);
      const account = codes.get(form.get('code') ?? '');
      if (!account || form.get('client_secret') !== 'google-secret' || form.get('grant_type') !== 'authorization_code') {
        return send(400, { error: 'invalid_grant' });
      }
      codes.delete(form.get('code')!);
      const accessToken = `ya29.${Math.random().toString(36).slice(2)}`;
      accessTokens.set(accessToken, account);
      return send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, id_token: 'unused' });
    }
    if (request.method === 'GET' && request.url === '/userinfo') {
      const account = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return account ? send(200, { ...account, picture: 'https://example.com/a.png' }) : send(401, { error: 'invalid_token' });
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenRequests,
    /** What Google does when the user consents: a code for this account. */
    consent(account: FakeAccount) {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.set(code, account);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Sign in with Google', () => {
  const { start } = useAuthDatabase();
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let auth: RunningAuth;
  let unconfigured: RunningAuth;

  beforeAll(async () => {
    google = await startFakeGoogle();
    auth = await start(() => ({
      google: {
        clientId: 'google-client',
        clientSecret: 'google-secret',
        authorizeUrl: 'https://accounts.google.test/o/oauth2/v2/auth',
        tokenUrl: `${google.url}/token`,
        userInfoUrl: `${google.url}/userinfo`,
      },
    }));
    unconfigured = await start();
  });
  afterAll(() => google.close());

  /** supabase-js's authorize URL → our 302 to Google → (consent) → our callback → the app. */
  async function signInThroughGoogle(client: ReturnType<typeof supabaseClient>, account: FakeAccount, redirectTo = 'http://localhost:3000/app') {
    const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const toGoogle = await fetch(data.url!, { redirect: 'manual' });
    expect(toGoogle.status).toBe(302);
    const consentUrl = new URL(toGoogle.headers.get('location')!);
    expect(consentUrl.origin + consentUrl.pathname).toBe('https://accounts.google.test/o/oauth2/v2/auth');
    expect(Object.fromEntries(consentUrl.searchParams)).toMatchObject({
      client_id: 'google-client',
      redirect_uri: 'http://localhost:3000/auth/v1/callback',
      response_type: 'code',
      scope: 'openid email profile',
      state: expect.any(String),
    });
    const callback = new URL(`${auth.url}/auth/v1/callback`);
    callback.search = new URLSearchParams({ code: google.consent(account), state: consentUrl.searchParams.get('state')! }).toString();
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(303);
    return new URL(back.headers.get('location')!);
  }

  const account = (label: string): FakeAccount => ({ sub: `google-${label}-${Date.now()}`, email: uniqueEmail(label), email_verified: true, name: 'Ada Lovelace' });

  it('creates the user on the first sign-in and returns a session in the fragment (implicit flow)', async () => {
    const person = account('new');
    const location = await signInThroughGoogle(supabaseClient(auth.url), person);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/app');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    const claims = decodeJwt(fragment.get('access_token')!);
    expect(claims).toMatchObject({
      email: person.email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'Ada Lovelace', email: person.email },
      amr: [{ method: 'oauth', timestamp: expect.any(Number) }],
    });
    expect(google.tokenRequests.at(-1)?.get('redirect_uri')).toBe('http://localhost:3000/auth/v1/callback');

    // The same Google account signs in as the same user.
    const again = await signInThroughGoogle(supabaseClient(auth.url), person);
    expect(decodeJwt(new URLSearchParams(again.hash.slice(1)).get('access_token')!).sub).toBe(claims.sub);
  });

  it('links Google to an existing account with the same verified email (PKCE flow, exchangeCodeForSession)', async () => {
    const person = account('existing');
    const signUp = await supabaseClient(auth.url).auth.signUp({ email: person.email, password: 'correct horse battery' });
    const client = supabaseClient(auth.url, { flowType: 'pkce', storage: memoryStorage() });
    const location = await signInThroughGoogle(client, person);
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(signUp.data.user!.id);
    expect(data.user?.app_metadata.providers).toEqual(['email', 'google']);
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(['email', 'google']);
  });

  it('sends the user back with an error when Google reports no verified email, or the code is refused', async () => {
    const unverified = await signInThroughGoogle(supabaseClient(auth.url), { ...account('unverified'), email_verified: false });
    expect(new URLSearchParams(unverified.hash.slice(1)).get('error')).toBe('access_denied');

    const { data } = await supabaseClient(auth.url).auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const state = new URL((await fetch(data.url!, { redirect: 'manual' })).headers.get('location')!).searchParams.get('state')!;
    const refused = await fetch(`${auth.url}/auth/v1/callback?code=never-issued&state=${state}`, { redirect: 'manual' });
    expect(refused.status).toBe(303);
    expect(new URL(refused.headers.get('location')!).hash).toContain('error=server_error');
  });

  it('refuses a callback whose state was not signed by this server', async () => {
    const response = await fetch(`${auth.url}/auth/v1/callback?code=x&state=forged`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid or has expired');
  });

  it('shows a clear error page when Google is not configured, and for other providers', async () => {
    const response = await fetch(`${unconfigured.url}/auth/v1/authorize?provider=google&redirect_to=http://localhost:3000/`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Google sign-in is not configured on this server.');
    expect((await (await fetch(`${unconfigured.url}/auth/v1/settings`)).json()).external.google).toBe(false);
    expect((await (await fetch(`${auth.url}/auth/v1/settings`)).json()).external.google).toBe(true);

    const github = await fetch(`${auth.url}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(github.status).toBe(400);
    expect(await github.text()).toContain('&quot;github&quot; is not a supported sign-in provider');
  });
});
