import { type AuthError, isAuthRetryableFetchError, type Session as SupabaseSession, type User } from '@supabase/supabase-js';
import { type Session, type SessionUser } from '@verity/contracts';
import { getSession, getUser, implementServerFn, logout, refreshSession, ServerFnError } from '@verity/server-fn';
import { type CallAuth, type ServerAuth } from '../session/server-auth';

const authUnavailable = () => new ServerFnError(503, 'auth_unavailable', 'The sign-in service is unavailable. Try again in a moment.');

/** A failure to reach the auth service is an error; any answer that means "no session" is just null. */
function throwIfUnreachable(error: AuthError | null) {
  if (error && isAuthRetryableFetchError(error)) throw authUnavailable();
}

export function toSession(session: SupabaseSession): Session {
  return {
    access_token: session.access_token,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
  };
}

function toSessionUser(user: User): SessionUser {
  const providers = user.app_metadata.providers;
  return {
    id: user.id,
    email: user.email ?? null,
    created_at: user.created_at,
    providers: Array.isArray(providers) ? providers.map(String) : user.app_metadata.provider ? [String(user.app_metadata.provider)] : [],
  };
}

/** The session in the cookies, refreshed first when it has expired (supabase-js does that on read). */
export async function currentSession({ supabase }: CallAuth): Promise<Session | null> {
  const { data, error } = await supabase.auth.getSession();
  throwIfUnreachable(error);
  return data.session ? toSession(data.session) : null;
}

export function sessionFunctions(auth: ServerAuth) {
  return [
    implementServerFn(getSession, (_data, context) => currentSession(auth(context))),

    implementServerFn(getUser, async (_data, context) => {
      const call = auth(context);
      if (!(await currentSession(call))) return null;
      // Asks the auth service, so a user deleted or signed out everywhere is not taken from a stale cookie.
      const { data, error } = await call.supabase.auth.getUser();
      throwIfUnreachable(error);
      return data.user ? toSessionUser(data.user) : null;
    }),

    implementServerFn(refreshSession, async (_data, context) => {
      const call = auth(context);
      if (!(await currentSession(call))) return null;
      const { data, error } = await call.supabase.auth.refreshSession();
      throwIfUnreachable(error);
      // A refresh token that is revoked, reused or unknown ends the session: supabase-js has cleared the cookies.
      return data.session ? toSession(data.session) : null;
    }),

    implementServerFn(logout, async (_data, context) => {
      const call = auth(context);
      // Local scope: this browser signs out; the user's other devices keep their sessions.
      const { error } = await call.supabase.auth.signOut({ scope: 'local' });
      // The user asked to leave: the cookies go even when the auth service could not be told.
      if (error) call.clearSession();
      return null;
    }),
  ];
}
