import { ROUTES } from '@verity/mfe';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard, FormError } from './auth-card';
import { useAuth } from './auth-context';
import { AuthFormError } from './auth-controller';
import { FormField } from './form-field';
import { emailError } from './validation';

export function ForgotPasswordPage() {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fieldError = emailError(email);
    setError(fieldError);
    if (fieldError) return;
    setPending(true);
    setFormError(null);
    try {
      await auth.requestPasswordReset(email.trim(), new URL(ROUTES.resetPassword, window.location.origin).toString());
      setSentTo(email.trim());
    } catch (caught) {
      setFormError(caught instanceof AuthFormError ? caught.message : 'Could not send the email. Try again.');
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={<Link to="/login">Back to sign in</Link>}>
        <p role="status">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link works once.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<Link to="/login">Back to sign in</Link>}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={pending}>
        <FormField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} />
        <FormError message={formError} />
        <p className="actions">
          <button type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
