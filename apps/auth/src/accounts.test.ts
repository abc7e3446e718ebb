import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { type RunningAuth, supabaseClient, uniqueEmail, useAuthDatabase } from './test-support';

const PASSWORD = 'correct horse battery';

describe('accounts and sessions through the real supabase-js client', () => {
  const { start } = useAuthDatabase();
  let auth: RunningAuth;
  beforeAll(async () => {
    // A short reuse interval lets one file see both the grace period and reuse detection.
    auth = await start(() => ({ refreshReuseIntervalMs: 1_500 }));
  });

  async function signUp(email = uniqueEmail(), password = PASSWORD) {
    const client = supabaseClient(auth.url);
    const { data, error } = await client.auth.signUp({ email, password, options: { data: { name: 'Ada' } } });
    expect(error).toBeNull();
    return { client, email, session: data.session!, user: data.user! };
  }

  it('signUp returns a session for the new, already confirmed user', async () => {
    const email = uniqueEmail('Signup');
    const { session, user } = await signUp(email);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      email_confirmed_at: expect.any(String),
      confirmed_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
      is_anonymous: false,
    });
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'email', user_id: user.id, id: user.id })]);
  });

  it('access tokens carry exactly the claims GoTrue issues, signed HS256 with the JWT secret', async () => {
    const { session, user, email } = await signUp();
    const { jwtVerify } = await import('jose');
    const { payload, protectedHeader } = await jwtVerify(session.access_token, new TextEncoder().encode(auth.config.jwtSecret));
    expect(protectedHeader.alg).toBe('HS256');
    const claims = decodeJwt(session.access_token);
    expect(Object.keys(claims).sort()).toEqual(
      ['aal', 'amr', 'app_metadata', 'aud', 'email', 'exp', 'iat', 'is_anonymous', 'iss', 'phone', 'role', 'session_id', 'sub', 'user_metadata'].sort(),
    );
    expect(payload).toMatchObject({
      iss: 'http://localhost:3000/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      is_anonymous: false,
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(session.expires_at).toBe(payload.exp);
  });

  it('a second signUp with the same email fails with user_already_exists', async () => {
    const { email } = await signUp();
    const { data, error } = await supabaseClient(auth.url).auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('rejects a password under 8 characters with weak_password and its reason, and an invalid email', async () => {
    const client = supabaseClient(auth.url);
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weak.error?.message).toBe('Password should be at least 8 characters.');
    const invalid = await client.auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signInWithPassword opens a new session; a wrong password or unknown email is invalid_credentials', async () => {
    const { email, session: first } = await signUp();
    const client = supabaseClient(auth.url);
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(decodeJwt(data.session!.access_token).session_id).not.toBe(decodeJwt(first.access_token).session_id);
    for (const attempt of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const failed = await client.auth.signInWithPassword(attempt);
      expect(failed.data.session).toBeNull();
      expect(failed.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('getUser answers the caller; a missing or forged token is refused', async () => {
    const { session, user } = await signUp();
    const client = supabaseClient(auth.url);
    const { data, error } = await client.auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email });

    const forged = session.access_token.slice(0, -4) + 'AAAA';
    expect((await client.auth.getUser(forged)).error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const bare = await fetch(`${auth.url}/auth/v1/user`, { headers: { apikey: 'anon' } });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: 401, error_code: 'no_authorization' });
  });

  it('updateUser changes the password (then only the new one signs in) and merges user_metadata', async () => {
    const { client, email } = await signUp();
    const { error } = await client.auth.updateUser({ password: 'a brand new password', data: { name: 'Grace', plan: 'pro' } });
    expect(error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata).toEqual({ name: 'Grace', plan: 'pro' });

    const fresh = supabaseClient(auth.url);
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await fresh.auth.signInWithPassword({ email, password: 'a brand new password' })).error).toBeNull();

    expect((await client.auth.updateUser({ password: 'tiny' })).error).toMatchObject({ code: 'weak_password' });
    expect((await client.auth.updateUser({ password: 'a brand new password' })).error).toMatchObject({ code: 'same_password' });
    expect((await client.auth.updateUser({ email: uniqueEmail('other') })).error).toMatchObject({ status: 422, code: 'email_change_not_supported' });
  });

  it('refuses text that cannot be stored in user_metadata, naming the field, and keeps the account as it was', async () => {
    const { client } = await signUp();
    const before = (await client.auth.getUser()).data.user?.user_metadata;
    const { error } = await client.auth.updateUser({ data: { full_name: 'Ada\u0000' } });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toBe('data.full_name holds a character that cannot be stored (a NUL character, or half of a character such as an emoji). Remove it and try again.');
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual(before);
  });

  it('refuses user_metadata too large to travel in every token, on sign-up and on update', async () => {
    const { client } = await signUp();
    const big = { notes: 'x'.repeat(5_000) };
    expect((await client.auth.updateUser({ data: big })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'user_metadata is too large: keep it under 4 KB (it is sent with every request).',
    });
    const fresh = await supabaseClient(auth.url).auth.signUp({ email: uniqueEmail('big'), password: PASSWORD, options: { data: big } });
    expect(fresh.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('creates one account when 50 sign-ups with one e-mail arrive at once', async () => {
    const email = uniqueEmail('race');
    // Each from its own address, as 50 machines would: the per-address sign-up limit is not what is tested.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => supabaseClient(auth.url, { from: `203.0.113.${index + 1}` }).auth.signUp({ email, password: PASSWORD })),
    );
    const created = results.filter((result) => result.error === null);
    expect(created).toHaveLength(1);
    for (const refused of results.filter((result) => result.error !== null)) expect(refused.error).toMatchObject({ code: expect.stringMatching(/^(?:user_already_exists|email_exists)$/) });
    const [{ count }] = (await auth.db.execute<{ count: number }>(sql`select count(*)::int as count from auth.users where email = ${email}`)).rows as [{ count: number }];
    expect(count).toBe(1);
  });

  it('changes the password only when the current password sent with it is right', async () => {
    const { client, email } = await signUp();
    const wrong = await client.auth.updateUser({ password: 'another long password', current_password: 'not my password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch', message: 'Your current password is not correct.' });
    const fresh = supabaseClient(auth.url);
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    expect((await client.auth.updateUser({ password: 'another long password', current_password: PASSWORD })).error).toBeNull();
    expect((await fresh.auth.signInWithPassword({ email, password: 'another long password' })).error).toBeNull();
  });

  it('refreshSession rotates the refresh token and keeps the session', async () => {
    const { client, session } = await signUp();
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const again = await client.auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(again.error).toBeNull();

    const unknown = await supabaseClient(auth.url).auth.refreshSession({ refresh_token: 'never-issued' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('a rotated token presented again within the reuse interval gets the current token; after it, reuse ends the session', async () => {
    const { session } = await signUp();
    const client = supabaseClient(auth.url);
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    const concurrent = await supabaseClient(auth.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(concurrent.error).toBeNull();
    expect(concurrent.data.session!.refresh_token).toBe(first.data.session!.refresh_token);

    await new Promise((resolve) => setTimeout(resolve, auth.config.refreshReuseIntervalMs + 200));
    const reused = await supabaseClient(auth.url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The whole session is gone: its current refresh token and its access tokens stop working.
    const current = await supabaseClient(auth.url).auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
    expect(current.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await supabaseClient(auth.url).auth.getUser(first.data.session!.access_token);
    expect(user.error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  describe('signOut', () => {
    async function threeSessions() {
      const { email } = await signUp();
      const clients = [supabaseClient(auth.url), supabaseClient(auth.url), supabaseClient(auth.url)];
      const sessions = [];
      for (const client of clients) sessions.push((await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session!);
      return { clients, tokens: sessions.map((s) => s.access_token) };
    }
    const isAlive = async (token: string) => (await supabaseClient(auth.url).auth.getUser(token)).error === null;

    it('local ends only the current session, whose access token then gets session_not_found', async () => {
      const { clients, tokens } = await threeSessions();
      expect((await clients[0]!.auth.signOut({ scope: 'local' })).error).toBeNull();
      const response = await fetch(`${auth.url}/auth/v1/user`, { headers: { authorization: `Bearer ${tokens[0]}` } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: 'session_not_found' });
      expect(await Promise.all(tokens.map(isAlive))).toEqual([false, true, true]);
    });

    it('others ends every session but the current one', async () => {
      const { clients, tokens } = await threeSessions();
      expect((await clients[1]!.auth.signOut({ scope: 'others' })).error).toBeNull();
      expect(await Promise.all(tokens.map(isAlive))).toEqual([false, true, false]);
    });

    it('global (the default) ends every session of the user', async () => {
      const { clients, tokens } = await threeSessions();
      expect((await clients[2]!.auth.signOut()).error).toBeNull();
      expect(await Promise.all(tokens.map(isAlive))).toEqual([false, false, false]);
    });
  });
});
