import { ROUTES, routeTo } from '@verity/mfe';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard, FormError } from './auth-card';
import { useAuth, useAuthSnapshot } from './auth-context';
import { AuthFormError } from './auth-controller';
import { NewPasswordFields } from './new-password-fields';
import { confirmationError, newPasswordError } from './validation';

/** Reached from the recovery email: the link's code has already become a session (the root loader). */
export function ResetPasswordPage() {
  const auth = useAuth();
  const { session } = useAuthSnapshot();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<'password' | 'confirmation', string | null>>({ password: null, confirmation: null });
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!session) {
    return (
      <AuthCard title="This reset link has expired" footer={<Link to="/login">Back to sign in</Link>}>
        <p>Reset links work once and expire after an hour. Ask for a new one and use the latest email.</p>
        <p>
          <Link className="button" to="/forgot-password">
            Send a new link
          </Link>
        </p>
      </AuthCard>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fieldErrors = { password: newPasswordError(password), confirmation: confirmationError(password, confirmation) };
    setErrors(fieldErrors);
    if (fieldErrors.password || fieldErrors.confirmation) return;
    setPending(true);
    setFormError(null);
    try {
      await auth.updatePassword(password);
      // Sign in again with the new password: it proves it works, and ends the recovery session.
      await auth.logout();
      await navigate(routeTo(ROUTES.login, {}, { status: 'password-reset' }), { replace: true });
    } catch (error) {
      setFormError(error instanceof AuthFormError ? error.message : 'Could not change the password. Try again.');
      setPending(false);
    }
  }

  return (
    <AuthCard title="Choose a new password">
      <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={pending}>
        <NewPasswordFields
          label="New password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <FormError message={formError} />
        <p className="actions">
          <button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Set new password'}
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
