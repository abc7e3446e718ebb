import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test } from './support/fixtures';
import { runtimeConfigAt } from './support/runtime-config';

// A session that ends at the auth service (a sign-out everywhere, a stolen refresh token used again) ends on the
// API and its websocket too, through the real supabase-js client and the web origin: not at the token's expiry.

const PASSWORD = 'correct horse battery';

async function authClient(baseURL: string) {
  const config = await runtimeConfigAt(baseURL);
  return createClient(config.authUrl, config.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
}

async function profileStatus(baseURL: string, token: string): Promise<{ status: number; errorCode: string | null }> {
  const response = await fetch(`${baseURL}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, errorCode: ((await response.json()) as { error_code: string | null }).error_code };
}

function openSocket(baseURL: string, token: string) {
  const socket = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/api/ws?access_token=${token}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const ready = new Promise<unknown>((resolve, reject) => {
    socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString())));
    socket.once('error', reject);
  });
  return { socket, closed, ready };
}

test('a sign-out everywhere ends every session of the user on the API and closes their open websockets', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const email = `revoked-${Date.now()}@example.com`;
  const laptop = await authClient(baseURL!);
  const phone = await authClient(baseURL!);
  const signedUp = await laptop.auth.signUp({ email, password: PASSWORD });
  const signedIn = await phone.auth.signInWithPassword({ email, password: PASSWORD });
  const tokens = [signedUp.data.session!.access_token, signedIn.data.session!.access_token];
  for (const token of tokens) expect(await profileStatus(baseURL!, token)).toEqual({ status: 200, errorCode: null });
  const socket = openSocket(baseURL!, tokens[1]);
  expect(await socket.ready).toMatchObject({ type: 'ready' });

  expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();

  for (const token of tokens) {
    await expect.poll(() => profileStatus(baseURL!, token), { timeout: 10_000 }).toEqual({ status: 401, errorCode: 'session_ended' });
  }
  expect(await socket.closed).toEqual({ code: 4401, reason: 'session_ended' });
});

test('a refresh token used again after it was exchanged ends its session on the API', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const client = await authClient(baseURL!);
  const { data } = await client.auth.signUp({ email: `reused-${Date.now()}@example.com`, password: PASSWORD });
  const first = data.session!;
  const refreshed = await client.auth.refreshSession({ refresh_token: first.refresh_token });
  expect(refreshed.error).toBeNull();
  const current = refreshed.data.session!;
  expect(await profileStatus(baseURL!, current.access_token)).toEqual({ status: 200, errorCode: null });

  // Past the 10 s in which another tab may still present the old token, presenting it is theft.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const reused = await client.auth.refreshSession({ refresh_token: first.refresh_token });
  expect(reused.error).toMatchObject({ code: 'refresh_token_already_used' });

  for (const token of [first.access_token, current.access_token]) {
    await expect.poll(() => profileStatus(baseURL!, token), { timeout: 10_000 }).toEqual({ status: 401, errorCode: 'session_ended' });
  }
  expect((await client.auth.refreshSession({ refresh_token: current.refresh_token })).error).not.toBeNull();
});
