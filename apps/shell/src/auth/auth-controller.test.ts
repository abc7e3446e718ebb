import { QueryClient } from '@tanstack/react-query';
import { type SupabaseClient } from '@supabase/supabase-js';
import { type ServerFnClient } from '@verity/server-fn';
import { createAuthController, hasAuthCallback } from './auth-controller';

describe('hasAuthCallback', () => {
  it.each([
    ['https://app.example/auth/callback?code=4f1c', true],
    ['https://app.example/reset-password#access_token=t&type=recovery', true],
    ['https://app.example/login?error=access_denied&error_description=Denied', true],
    ['https://app.example/', false],
    ['https://app.example/app/tests?folder=f-1', false],
    ['https://app.example/blog/post#code-samples', false],
  ])('%s → %s', (url, expected) => {
    expect(hasAuthCallback(new URL(url))).toBe(expected);
  });
});

describe('the auth controller', () => {
  function controller() {
    const auth = { initialize: jest.fn(async () => ({ error: null })), signInWithPassword: jest.fn(async () => ({ error: null })) };
    const loadSupabase = jest.fn(async () => ({ auth }) as unknown as SupabaseClient);
    const serverFunctions = { call: jest.fn(async () => null) } as unknown as ServerFnClient;
    const created = createAuthController({ loadSupabase, serverFunctions, queryClient: new QueryClient(), authUrl: 'https://auth.example', anonKey: 'anon' });
    return { created, loadSupabase, auth };
  }

  afterEach(() => window.history.replaceState({}, '', '/'));

  it('reads the session without loading supabase-js on a page with no auth callback', async () => {
    window.history.replaceState({}, '', '/app/tests');
    const { created, loadSupabase } = controller();
    expect(await created.load()).toEqual({ session: null, user: null, refreshError: null });
    expect(loadSupabase).not.toHaveBeenCalled();
  });

  it('loads it to take the session from a callback URL, and once for every later use', async () => {
    window.history.replaceState({}, '', '/auth/callback?code=4f1c');
    const { created, loadSupabase, auth } = controller();
    await created.load();
    expect(auth.initialize).toHaveBeenCalledTimes(1);
    await created.signIn({ email: 'ada@example.com', password: 'correct horse' });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' });
    expect(loadSupabase).toHaveBeenCalledTimes(1);
  });
});
