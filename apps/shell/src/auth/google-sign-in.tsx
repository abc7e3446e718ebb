import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@verity/mfe';
import { useState } from 'react';
import { useAuth } from './auth-context';
import { AuthFormError } from './auth-controller';

/** "Continue with Google", shown only when the auth backend has a Google client configured. */
export function GoogleSignIn({ redirectPath }: { redirectPath: string }) {
  const auth = useAuth();
  const { data: enabled } = useQuery({ queryKey: ['auth', 'google-enabled'], queryFn: () => auth.isGoogleEnabled(), staleTime: Infinity });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!enabled) return null;

  async function handleClick() {
    setPending(true);
    setError(null);
    try {
      // Google sends the browser back here; the code in the URL becomes the session, then /login moves on.
      const back = new URL(ROUTES.login, window.location.origin);
      back.searchParams.set('redirect', redirectPath);
      await auth.signInWithGoogle(back.toString());
    } catch (caught) {
      setError(caught instanceof AuthFormError ? caught.message : 'Could not start Google sign-in.');
      setPending(false);
    }
  }

  return (
    <div className="social-sign-in">
      <button type="button" className="button-secondary" onClick={() => void handleClick()} disabled={pending}>
        Continue with Google
      </button>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <p className="divider">or with your email</p>
    </div>
  );
}
