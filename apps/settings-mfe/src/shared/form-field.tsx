import { type ReactElement } from 'react';
import { errorText, LoadFailed as SharedLoadFailed } from '@verity/ui';

/** The ids an input names in aria-describedby: its hint and its error, when shown. */
export function describedBy(inputId: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
}

interface FormFieldProps {
  inputId: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given `id={inputId}`, `aria-invalid` and `aria-describedby={describedBy(...)}` by its caller. */
  children: ReactElement;
}

/** A labelled control with its hint and its error under it. */
export function FormField({ inputId, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="settings-field">
      <label htmlFor={inputId}>{label}</label>
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface FormActionsProps {
  /** Why the last submission failed ("Your name was not saved"), shown with the error's own words. */
  failure: string;
  error: unknown;
  isPending: boolean;
  label: string;
  pendingLabel?: string;
}

/** A form's end: why the last submission failed, if it did, and its submit button. */
export function FormActions({ failure, error, isPending, label, pendingLabel = 'Saving…' }: FormActionsProps) {
  return (
    <>
      {error !== null && error !== undefined && (
        <p role="alert" className="ui-alert">
          {failure}: {errorText(error)}
        </p>
      )}
      <div className="settings-actions">
        <button type="submit" className="ui-button" disabled={isPending}>
          {isPending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}

/** What could not be loaded, why, and a way to try again. */
export function LoadFailed(props: { what: string; error: unknown; onRetry: () => void }) {
  return <SharedLoadFailed {...props} className="ui-alert" retryClassName="ui-button ui-button-secondary ui-button-small" />;
}
