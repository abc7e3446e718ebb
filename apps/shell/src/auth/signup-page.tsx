import { ROUTES, routeTo } from '@verity/mfe';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard, FormError } from './auth-card';
import { useAuth } from './auth-context';
import { AuthFormError } from './auth-controller';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { GoogleSignIn } from './google-sign-in';
import { loginDestination } from './redirect-param';
import { confirmationError, emailError, newPasswordError } from './validation';

export function SignupPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<'email' | 'password' | 'confirmation', string | null>>({ email: null, password: null, confirmation: null });
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fieldErrors = { email: emailError(email), password: newPasswordError(password), confirmation: confirmationError(password, confirmation) };
    setErrors(fieldErrors);
    if (Object.values(fieldErrors).some(Boolean)) return;
    setPending(true);
    setFormError(null);
    try {
      const { needsConfirmation } = await auth.signUp({ email: email.trim(), password });
      // A new account starts with onboarding (the /app index sends it there) unless it came for a page.
      await navigate(needsConfirmation ? routeTo(ROUTES.login, {}, { status: 'check-email' }) : loginDestination(search), { replace: true });
    } catch (error) {
      setFormError(error instanceof AuthFormError ? error.message : 'Could not create the account. Try again.');
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Create your Verity account"
      pageTitle="Sign up"
      lead="Test your website in plain English, in a real browser. New accounts start with free credits."
      footer={
        <p>
          Already have an account? <Link to={`/login${search}`}>Sign in</Link>
        </p>
      }
    >
      <GoogleSignIn redirectPath={loginDestination(search)} />
      <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={pending}>
        <FormField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <NewPasswordFields
          label="Password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <FormError message={formError} />
        <p className="actions">
          <button type="submit" disabled={pending}>
            {pending ? 'Creating your account…' : 'Create account'}
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
