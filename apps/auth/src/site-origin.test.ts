import { decodeJwt } from 'jose';
import { latestMailTo, type RunningAuth, supabaseClient, uniqueEmail, useAuthDatabase } from './test-support';

const PASSWORD = 'correct horse battery';

describe('links and redirects without SITE_URL: the address the request came in on', () => {
  const { start } = useAuthDatabase();
  let auth: RunningAuth;
  let configured: RunningAuth;
  beforeAll(async () => {
    auth = await start(() => ({
      siteUrl: null,
      externalUrl: null,
      google: { clientId: 'google-client', clientSecret: 'google-secret', authorizeUrl: 'https://accounts.google.test/auth', tokenUrl: 'http://127.0.0.1:1/token', userInfoUrl: 'http://127.0.0.1:1/userinfo' },
    }));
    configured = await start(() => ({ siteUrl: 'https://verity.example', externalUrl: 'https://verity.example' }));
  });

  async function signUp(on: RunningAuth = auth) {
    const email = uniqueEmail('origin');
    expect((await supabaseClient(on.url).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    return email;
  }

  /** POST /recover as the BFF forwards it: the test runs on loopback, which the service trusts as a proxy. */
  function recover(on: RunningAuth, email: string, redirectTo: string, forwarded: Record<string, string> = {}) {
    return fetch(`${on.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwarded },
      body: JSON.stringify({ email }),
    });
  }

  async function mailedLink(on: RunningAuth, email: string) {
    const mail = await latestMailTo(on.db, email);
    return new URL(/https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail.text)![0]);
  }

  it('mails a recovery link to the address the app was used at (127.0.0.1), which redirects back there', async () => {
    const email = await signUp();
    const { error } = await supabaseClient(auth.url).auth.resetPasswordForEmail(email, { redirectTo: `${auth.url}/reset-password` });
    expect(error).toBeNull();
    const link = await mailedLink(auth, email);
    expect(`${link.origin}${link.pathname}`).toBe(`${auth.url}/auth/v1/verify`);
    expect(link.searchParams.get('redirect_to')).toBe(`${auth.url}/reset-password`);

    const followed = await fetch(link, { redirect: 'manual' });
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${auth.url}/reset-password`);
    expect(decodeJwt(new URLSearchParams(location.hash.slice(1)).get('access_token')!).iss).toBe(`${auth.url}/auth/v1`);
  });

  it('behind the BFF, names the address the browser used (X-Forwarded-Host and -Proto)', async () => {
    const email = await signUp();
    const response = await recover(auth, email, 'http://localhost:3000/reset-password', { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' });
    expect(response.status).toBe(200);
    const link = await mailedLink(auth, email);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/reset-password');
  });

  it.each([
    ['a domain name', 'evil.example'],
    ['an address that is not this machine’s', '198.51.100.23:3000'],
  ])('refuses to mail a link to %s, which a forged Host could name, and sends nothing', async (_case, host) => {
    const email = await signUp();
    // Origin and redirect_to agree with the forged Host: a forger writes those too, so they prove nothing.
    const response = await recover(auth, email, `http://${host}/reset-password`, { 'x-forwarded-host': host, origin: `http://${host}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'site_url_required' });
    await expect(latestMailTo(auth.db, email)).rejects.toThrow('no mail');

    // The same answer for an address with no account: the refusal tells nothing about who has one.
    const ghost = await recover(auth, uniqueEmail('ghost'), `http://${host}/`, { 'x-forwarded-host': host });
    expect(ghost.status).toBe(400);
    expect(await ghost.json()).toMatchObject({ error_code: 'site_url_required' });
  });

  it('answers 400 to a Host that is not a host name', async () => {
    const response = await recover(auth, await signUp(), 'http://localhost:3000/', { 'x-forwarded-host': 'evil.example/x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed', msg: 'The Host header is not a valid host name.' });
  });

  it('never redirects off the address the link was opened at', async () => {
    const email = await signUp();
    await recover(auth, email, 'https://evil.example/steal');
    const link = await mailedLink(auth, email);
    expect(link.searchParams.get('redirect_to')).toBe(auth.url);
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(new URL(followed.headers.get('location')!).origin).toBe(auth.url);
  });

  it('sends Google back to the address the sign-in started at, and keeps redirect_to on it', async () => {
    const response = await fetch(`${auth.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('https://evil.example/')}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-host': '127.0.0.1:3000', 'x-forwarded-proto': 'http' },
    });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/auth/v1/callback');
    expect(decodeJwt(target.searchParams.get('state')!)).toMatchObject({ redirect_to: 'http://127.0.0.1:3000' });
  });

  it('with SITE_URL set, uses it whatever Host the request names', async () => {
    const email = await signUp(configured);
    const response = await recover(configured, email, 'https://verity.example/reset-password', { 'x-forwarded-host': 'evil.example' });
    expect(response.status).toBe(200);
    const link = await mailedLink(configured, email);
    expect(link.origin).toBe('https://verity.example');
    expect(link.searchParams.get('redirect_to')).toBe('https://verity.example/reset-password');
  });
});
