import { type ReactElement } from 'react';

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
        <p id={`${inputId}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="settings-error">
          {error}
        </p>
      )}
    </div>
  );
}
