import { ROUTES, routeTo } from '@verity/mfe';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard, FormError } from './auth-card';
import { useAuth } from './auth-context';
import { AuthFormError } from './auth-controller';
import { FormField } from './form-field';
import { GoogleSignIn } from './google-sign-in';
import { loginDestination } from './redirect-param';
import { emailError } from './validation';

/** The `status` param codes other pages send; any other text is shown as it is. */
export const LOGIN_STATUS_MESSAGES: Record<string, string> = {
  'password-reset': 'Your password has been changed. Sign in with your new password.',
  'signed-out': 'You have been signed out.',
  'check-email': 'Check your inbox: confirm your email address, then sign in.',
};

export function statusMessage(status: string | null): string | null {
  if (!status) return null;
  return LOGIN_STATUS_MESSAGES[status] ?? status;
}

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const status = statusMessage(new URLSearchParams(search).get('status'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fieldErrors = { email: emailError(email), password: password === '' ? 'Enter your password.' : null };
    setErrors(fieldErrors);
    if (fieldErrors.email || fieldErrors.password) return;
    setPending(true);
    setFormError(null);
    try {
      await auth.signIn({ email: email.trim(), password });
      await navigate(loginDestination(search), { replace: true });
    } catch (error) {
      setFormError(error instanceof AuthFormError ? error.message : 'Could not sign in. Try again.');
      setPending(false);
    }
  }

  const redirect = new URLSearchParams(search).get('redirect');
  const signupLink = redirect ? routeTo(ROUTES.signup, {}, { redirect }) : ROUTES.signup;
  return (
    <AuthCard
      title="Sign in to Verity"
      pageTitle="Sign in"
      description="Sign in to Verity to create tests, run them in a real browser and review the results."
      footer={
        <p>
          New to Verity? <Link to={signupLink}>Create an account</Link>
        </p>
      }
    >
      {status ? (
        <p role="status" className="form-status">
          {status}
        </p>
      ) : null}
      <GoogleSignIn redirectPath={loginDestination(search)} />
      <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={pending}>
        <FormField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <FormError message={formError} />
        <p className="actions">
          <button type="submit" disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in'}
          </button>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      </form>
    </AuthCard>
  );
}
