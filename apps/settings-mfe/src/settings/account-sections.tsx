import { type FormEvent, useId, useState } from 'react';
import { type AccountDetails } from '@verity/mfe';
import { notify } from '@verity/ui';
import { useChangePassword } from '../data/change-password';
import { useAccountDetails } from '../data/get-account-details';
import { useRenameAccount } from '../data/rename-account';
import { describedBy, FormActions, FormField, LoadFailed } from '../shared/form-field';

const MAX_NAME_LENGTH = 200;

/** Settings → Profile and Password: the account at the auth service, read fresh and changed there. */
export function AccountSections() {
  const details = useAccountDetails();

  if (details.isPending) {
    return (
      <p role="status" className="ui-muted">
        Loading your profile…
      </p>
    );
  }
  if (details.isError) return <LoadFailed what="Your profile" error={details.error} onRetry={() => void details.refetch()} />;
  return (
    <>
      <ProfileSection details={details.data} />
      <PasswordSection details={details.data} />
    </>
  );
}

function ProfileSection({ details }: { details: AccountDetails }) {
  const id = `settings-profile${useId()}`;
  const [name, setName] = useState(details.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameAccount();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = trimmed.length > MAX_NAME_LENGTH ? `Use at most ${MAX_NAME_LENGTH} characters.` : undefined;
    setError(problem);
    if (!problem) rename.mutate(trimmed, { onSuccess: () => notify.success('Your name was saved.') });
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Profile</h2>
      <form className="settings-form" noValidate onSubmit={handleSubmit} aria-label="Profile" aria-busy={rename.isPending}>
        <FormField inputId={`${id}-name`} label="Name" error={error}>
          <input
            id={`${id}-name`}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-name`, undefined, error)}
          />
        </FormField>
        <FormField inputId={`${id}-email`} label="E-mail" hint="The address you sign in with. It cannot be changed here yet.">
          <input id={`${id}-email`} type="email" value={details.email ?? ''} readOnly aria-describedby={`${id}-email-hint`} />
        </FormField>
        <FormActions failure="Your name was not saved" error={rename.error} isPending={rename.isPending} label="Save profile" />
      </form>
    </section>
  );
}

type PasswordValues = { current: string; next: string; confirm: string };
type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

function validatePassword(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.current) errors.current = 'Enter your current password.';
  if (!values.next) errors.next = 'Enter a new password.';
  else if (values.next === values.current) errors.next = 'The new password must be different from the current one.';
  if (values.next && values.confirm !== values.next) errors.confirm = 'The two new passwords are not the same.';
  return errors;
}

const EMPTY_PASSWORDS: PasswordValues = { current: '', next: '', confirm: '' };

function PasswordSection({ details }: { details: AccountDetails }) {
  const id = `settings-password${useId()}`;
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const change = useChangePassword();
  const heading = (
    <h2 id={`${id}-heading`} className="settings-heading">
      Password
    </h2>
  );

  if (details.providers.length > 0 && !details.providers.includes('email')) {
    return (
      <section className="settings-section" aria-labelledby={`${id}-heading`}>
        {heading}
        <p className="ui-muted">You sign in with {details.providers.map(providerLabel).join(' or ')}: your password is kept there.</p>
      </section>
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validatePassword(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      change.mutate(values, {
        onSuccess: () => {
          setValues(EMPTY_PASSWORDS);
          notify.success('Your password was changed. Use the new one the next time you sign in.');
        },
      });
    }
  }

  const passwordField = (key: keyof PasswordValues, label: string, autoComplete: string) => (
    <FormField inputId={`${id}-${key}`} label={label} error={errors[key]}>
      <input
        id={`${id}-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`${id}-${key}`, undefined, errors[key])}
      />
    </FormField>
  );

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      {heading}
      <form className="settings-form" noValidate onSubmit={handleSubmit} aria-label="Change password" aria-busy={change.isPending}>
        {passwordField('current', 'Current password', 'current-password')}
        {passwordField('next', 'New password', 'new-password')}
        {passwordField('confirm', 'New password again', 'new-password')}
        <FormActions failure="Your password was not changed" error={change.error} isPending={change.isPending} label="Change password" pendingLabel="Changing…" />
      </form>
    </section>
  );
}

const providerLabel = (provider: string) => (provider === 'google' ? 'Google' : provider);
