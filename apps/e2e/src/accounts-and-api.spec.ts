import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test } from './support/fixtures';
import { runtimeConfigAt } from './support/runtime-config';

/** The real supabase-js client, configured from the runtime config exactly as the web app will be. */
async function authClient(baseURL: string) {
  const config = await runtimeConfigAt(baseURL);
  return createClient(config.authUrl, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

test.describe('accounts and the API through the web origin', () => {
  test('a new user signs up, gets the sign-up credits and runs a test', async ({ request, baseURL }) => {
    const supabase = await authClient(baseURL!);
    const email = `e2e-${Date.now()}@example.com`;
    const { data, error } = await supabase.auth.signUp({ email, password: 'correct horse battery' });
    expect(error).toBeNull();
    const headers = { authorization: `Bearer ${data.session!.access_token}` };

    const profile = await (await request.get('/api/profile', { headers })).json();
    expect(profile).toMatchObject({ ok: true, data: { email, onboarding_completed: false, credit_balance: 100 } });

    const created = await request.post('/api/tests/', {
      headers,
      data: { configuration: { name: 'Home page', base_url: 'https://example.com', instructions: ['Open /'] } },
    });
    expect(created.status()).toBe(201);
    const testId = (await created.json()).data.id as string;

    const run = await (await request.post(`/api/tests/${testId}/run`, { headers })).json();
    expect(run).toMatchObject({ ok: true, data: { status: 'pending', test_id: testId } });
    const after = await (await request.get('/api/profile', { headers })).json();
    expect(after.data.credit_balance).toBe(99);
  });

  test('a personal access token drives the API from a script until it is revoked', async ({ request, account }) => {
    const session = { authorization: `Bearer ${account.accessToken}` };
    const created = await request.post('/api/api-tokens', { headers: session, data: { name: 'e2e CI', expires_in_days: 7 } });
    expect(created.status()).toBe(201);
    const { id, token } = (await created.json()).data as { id: string; token: string };
    const viaToken = { authorization: `Bearer ${token}` };

    const made = await request.post('/api/tests/', { headers: viaToken, data: { configuration: { name: 'From CI', base_url: 'https://example.com', instructions: ['Open /'] } } });
    expect(made.status()).toBe(201);
    const listed = await (await request.get('/api/tests/', { headers: session })).json();
    expect(listed.data.map((test: { configuration: { name: string } }) => test.configuration.name)).toContain('From CI');

    expect((await request.delete(`/api/api-tokens/${id}`, { headers: session })).status()).toBe(200);
    const refused = await request.get('/api/tests/', { headers: viaToken });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ ok: false, data: null, error: 'Could not validate credentials: the API token is unknown or was revoked.', error_code: 'invalid_token' });
  });

  test('the API refuses a request without a token, with the envelope', async ({ request }) => {
    const response = await request.get('/api/tests/');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ ok: false, data: null, error: 'Missing bearer token.', error_code: 'unauthorized' });
  });

  test('a password reset mail arrives in the local outbox and its link signs the user in', async ({ request, baseURL }) => {
    const supabase = await authClient(baseURL!);
    const email = `reset-${Date.now()}@example.com`;
    await supabase.auth.signUp({ email, password: 'first password 1' });
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${baseURL}/reset-password` });
    expect(error).toBeNull();

    const mail = await (await request.get('/_dev/mail.json')).json();
    const message = (mail as Array<{ to: string; html: string }>).find((m) => m.to === email);
    expect(message).toBeDefined();
    const link = /href="([^"]*\/auth\/v1\/verify[^"]*)"/.exec(message!.html)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBeDefined();

    const verified = await request.get(link!, { maxRedirects: 0 });
    expect(verified.status()).toBe(303);
    const location = new URL(verified.headers()['location']!);
    expect(`${location.origin}${location.pathname}`).toBe(`${baseURL}/reset-password`);
    const session = new URLSearchParams(location.hash.slice(1));
    expect(session.get('type')).toBe('recovery');
    const { data } = await supabase.auth.getUser(session.get('access_token')!);
    expect(data.user?.email).toBe(email);
  });
});
