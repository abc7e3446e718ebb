import { plural } from '../shared/format';
import { stepsFromText } from './test-form-values';
import { useDomId } from '../shared/use-dom-id';

type StepsFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Overrides the label ("Steps"). */
  label?: string;
};

/** The test's steps, one per line, in plain English. */
export function StepsField({ value, onChange, error, label = 'Steps' }: StepsFieldProps) {
  const inputId = useDomId();
  const hintId = useDomId();
  const errorId = useDomId();
  const count = stepsFromText(value).length;
  return (
    <div className="tm-field">
      <label htmlFor={inputId}>
        {label} <span className="tm-optional">({plural(count, 'step')})</span>
      </label>
      <p id={hintId} className="tm-hint">
        One step per line, in plain English: <code>Go to /login</code>, <code>Click the "Sign in" button</code>,{' '}
        <code>Expect the page to contain "Welcome"</code>. Lines starting with # are comments.
      </p>
      <textarea
        id={inputId}
        className="tm-steps-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={12}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      {error && (
        <p id={errorId} className="tm-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
