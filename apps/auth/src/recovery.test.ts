import { decodeJwt } from 'jose';
import { latestMailTo, memoryStorage, type RunningAuth, supabaseClient, uniqueEmail, useAuthDatabase } from './test-support';

const PASSWORD = 'correct horse battery';

describe('password recovery through the real supabase-js client', () => {
  const { start } = useAuthDatabase();
  let auth: RunningAuth;
  beforeAll(async () => {
    auth = await start();
  });

  async function signUp() {
    const email = uniqueEmail('recover');
    const { error } = await supabaseClient(auth.url).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return email;
  }

  async function recoveryMailFor(email: string) {
    const mail = await latestMailTo(auth.db, email);
    const link = new URL(/https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail.text)![0]);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    return { mail, link, code };
  }

  /** Follows the emailed link on the running service (the link names the public origin). */
  const follow = (link: URL) => fetch(`${auth.url}${link.pathname}${link.search}`, { redirect: 'manual' });

  it('resetPasswordForEmail mails a link that 303-redirects to redirect_to with a recovery session in the fragment', async () => {
    const email = await signUp();
    const client = supabaseClient(auth.url);
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/update-password' });
    expect(error).toBeNull();

    const { mail, link } = await recoveryMailFor(email);
    expect(mail.subject).toBe('Reset your Verity password');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/update-password');
    expect(mail.html).toContain('href="http://localhost:3000/auth/v1/verify?token=');

    const response = await follow(link);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/update-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(Object.fromEntries(fragment)).toEqual({
      access_token: expect.any(String),
      expires_at: expect.stringMatching(/^\d+$/),
      expires_in: '3600',
      refresh_token: expect.any(String),
      token_type: 'bearer',
      type: 'recovery',
    });
    expect(decodeJwt(fragment.get('access_token')!)).toMatchObject({ email, amr: [{ method: 'recovery' }] });

    // The session sets a new password, which then signs in.
    const recovered = supabaseClient(auth.url);
    await recovered.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await recovered.auth.updateUser({ password: 'recovered password' })).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: 'recovered password' })).error).toBeNull();

    // Single use: the same link again is otp_expired, in the fragment of the redirect.
    const again = await follow(link);
    expect(again.status).toBe(303);
    expect(Object.fromEntries(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    });
  });

  it('never redirects off the site: a foreign redirect_to falls back to SITE_URL', async () => {
    const email = await signUp();
    await supabaseClient(auth.url).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const { link } = await recoveryMailFor(email);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000');
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const response = await follow(link);
    expect(new URL(response.headers.get('location')!).origin).toBe('http://localhost:3000');
  });

  it('answers {} for an unknown email and sends nothing (no account enumeration)', async () => {
    const email = uniqueEmail('ghost');
    const { data, error } = await supabaseClient(auth.url).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    await expect(latestMailTo(auth.db, email)).rejects.toThrow('no mail');
  });

  it('verifyOtp with the 6-digit code returns a session; the code then no longer works, nor does the link', async () => {
    const email = await signUp();
    await supabaseClient(auth.url).auth.resetPasswordForEmail(email);
    const { code, link } = await recoveryMailFor(email);
    const client = supabaseClient(auth.url);
    const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'recovery' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    expect((await client.auth.verifyOtp({ email, token: code, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
    const response = await follow(link);
    expect(new URL(response.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });

  it('an expired code is otp_expired', async () => {
    const shortLived = await start(() => ({ oneTimeTokenTtlMs: 1 }));
    const email = uniqueEmail('expired');
    await supabaseClient(shortLived.url).auth.signUp({ email, password: PASSWORD });
    await supabaseClient(shortLived.url).auth.resetPasswordForEmail(email);
    const { code } = await recoveryMailFor(email);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { error } = await supabaseClient(shortLived.url).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('PKCE: the link redirects with ?code=, which exchangeCodeForSession turns into a session once', async () => {
    const email = await signUp();
    const storage = memoryStorage();
    const client = supabaseClient(auth.url, { flowType: 'pkce', storage });
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/update-password' })).error).toBeNull();
    const { link } = await recoveryMailFor(email);

    const response = await follow(link);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((data as { redirectType?: string }).redirectType).toBe('recovery');
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);

    const replay = await fetch(`${auth.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('PKCE: a code with the wrong verifier is refused (bad_code_verifier) and stays usable with the right one', async () => {
    const email = await signUp();
    const storage = memoryStorage();
    const client = supabaseClient(auth.url, { flowType: 'pkce', storage });
    await client.auth.resetPasswordForEmail(email);
    const code = new URL((await follow((await recoveryMailFor(email)).link)).headers.get('location')!).searchParams.get('code')!;
    const wrong = await fetch(`${auth.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'not-the-verifier-not-the-verifier-not-the-v' }),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error_code: 'bad_code_verifier' });
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });

  it('serves the outbox as JSON (newest first) and as an HTML page with clickable links', async () => {
    const first = await signUp();
    const second = await signUp();
    await supabaseClient(auth.url).auth.resetPasswordForEmail(first);
    await supabaseClient(auth.url).auth.resetPasswordForEmail(second);
    const json = (await (await fetch(`${auth.url}/auth/v1/_dev/mail.json`)).json()) as Array<{ to: string; created_at: string }>;
    expect(json.map((mail) => mail.to).slice(0, 2)).toEqual([second, first]);

    const page = await fetch(`${auth.url}/auth/v1/_dev/mail`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`To ${second}`);
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/auth\/v1\/verify\?token=[^"]+&amp;type=recovery&amp;redirect_to=/);
  });

  it('shows the outbox only to the machine the stack runs on', async () => {
    const remote = await auth.inject({ method: 'GET', url: '/auth/v1/_dev/mail.json', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ error_code: 'dev_mail_local_only' });
    expect(remote.body).not.toContain('@example.com');
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await auth.inject({ method: 'GET', url: '/auth/v1/_dev/mail', remoteAddress })).statusCode).toBe(200);
    }
  });

  it('hides the outbox in production', async () => {
    const production = await start(() => ({ isProduction: true }));
    expect((await fetch(`${production.url}/auth/v1/_dev/mail`)).status).toBe(404);
    expect((await fetch(`${production.url}/auth/v1/_dev/mail.json`)).status).toBe(404);
  });
});
