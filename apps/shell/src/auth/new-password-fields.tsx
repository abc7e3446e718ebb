import { FormField } from './form-field';
import { MIN_PASSWORD_LENGTH } from './validation';

type NewPasswordFieldsProps = {
  /** "Password" on sign-up, "New password" on reset; the confirmation label follows it. */
  label: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password: string | null; confirmation: string | null };
};

/** A new password typed twice, with the length rule shown up front; browsers offer to generate one. */
export function NewPasswordFields({ label, password, confirmation, onPasswordChange, onConfirmationChange, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label={label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
      />
      <FormField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={errors.confirmation}
      />
    </>
  );
}
