import { type RefreshOutcome } from '@verity/auth-client';
import { type Session, type SessionUser } from '@verity/contracts';
import { type AuthController, type AuthSnapshot, AuthFormError, type Credentials } from '../auth/auth-controller';

export const TEST_USER: SessionUser = { id: '44444444-4444-4444-8444-444444444444', email: 'ada@example.com', created_at: '2026-11-01T00:00:00Z', providers: ['email'] };
const TEST_SESSION: Session = { access_token: 'access-token', expires_at: 1_900_000_000 };

export interface FakeAuth extends AuthController {
  calls: string[];
  /** What load() does next time: answer, or fail with this error. */
  failLoadWith(error: Error | null): void;
}

/**
 * An AuthController over memory, for screen tests: the real one talks to the auth service and the BFF,
 * which the e2e tests drive in Chromium. Passwords: 'correct horse' signs in, anything else is refused.
 */
export function createFakeAuth({ signedIn = false, googleEnabled = false } = {}): FakeAuth {
  let snapshot: AuthSnapshot = signedIn ? { session: TEST_SESSION, user: TEST_USER, refreshError: null } : { session: null, user: null, refreshError: null };
  let loadError: Error | null = null;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const publish = (next: AuthSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const signInAs = (email: string) => publish({ session: TEST_SESSION, user: { ...TEST_USER, email }, refreshError: null });

  return {
    calls,
    failLoadWith: (error) => void (loadError = error),
    async load() {
      calls.push('load');
      if (loadError) throw loadError;
      return snapshot;
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => snapshot.session?.access_token ?? null,
    refreshNow: async (): Promise<RefreshOutcome> => ({ status: 'failed', error: 'not in tests' }),
    async signIn({ email, password }: Credentials) {
      calls.push(`signIn ${email}`);
      if (password !== 'correct horse') throw new AuthFormError('Incorrect email or password.');
      signInAs(email);
    },
    async signUp({ email }: Credentials) {
      calls.push(`signUp ${email}`);
      if (email.startsWith('taken@')) throw new AuthFormError('An account with this email already exists. Sign in instead.');
      signInAs(email);
      return { needsConfirmation: false };
    },
    async requestPasswordReset(email: string, redirectTo: string) {
      calls.push(`requestPasswordReset ${email} ${redirectTo}`);
    },
    async updatePassword() {
      calls.push('updatePassword');
    },
    account: {
      details: async () => ({ email: snapshot.user?.email ?? null, name: null, providers: ['email'] }),
      async rename(name: string) {
        calls.push(`rename ${name}`);
      },
      async changePassword() {
        calls.push('changePassword');
      },
    },
    isGoogleEnabled: async () => googleEnabled,
    async signInWithGoogle(redirectTo: string) {
      calls.push(`signInWithGoogle ${redirectTo}`);
    },
    async logout() {
      calls.push('logout');
      publish({ session: null, user: null, refreshError: null });
    },
  };
}
