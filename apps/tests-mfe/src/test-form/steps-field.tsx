import { useState } from 'react';
import { type ParseError } from '@verity/steps';
import { plural, useDomId } from '@verity/ui';
import { replaceLine } from './check-steps';
import { StepsHelp } from './steps-help';
import { stepsFromText } from './test-form-values';

type StepsFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Lines the step language does not read (useStepErrors). */
  lineErrors: readonly ParseError[];
  /** Show them even before the user left the box (after a save was refused). */
  showLineErrors?: boolean;
  /** Another problem with the steps (too many, too long). */
  error?: string;
  label?: string;
};

/**
 * The test's steps, one per line, checked against the step language once the user leaves the box (and live
 * from then on): each unreadable line with the parser's sentence and one-click replacements by its
 * suggestions, and the grammar's help at hand.
 */
export function StepsField({ value, onChange, lineErrors, showLineErrors = false, error, label = 'Steps' }: StepsFieldProps) {
  const inputId = useDomId();
  const hintId = useDomId();
  const errorId = useDomId();
  const statusId = useDomId();
  const listId = useDomId();
  const [isTouched, setIsTouched] = useState(false);
  const count = stepsFromText(value).length;
  const isChecked = (isTouched || showLineErrors) && count > 0;
  const hasLineErrors = isChecked && lineErrors.length > 0;
  const describedBy = [hintId, error && errorId, isChecked && statusId, hasLineErrors && listId].filter(Boolean).join(' ');

  return (
    <div className="tm-field">
      <label htmlFor={inputId}>
        {label} <span className="tm-optional">({plural(count, 'step')})</span>
      </label>
      <p id={hintId} className="ui-hint">
        One step per line, in plain English: <code>Go to /login</code>, <code>Click the "Sign in" button</code>,{' '}
        <code>Check that the page shows "Welcome"</code>. Lines starting with # are notes.
      </p>
      <textarea
        id={inputId}
        className="tm-steps-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          // Left for the form's own submit button: the save shows the check itself. Showing it now would push the
          // button from under the pointer between mousedown and click, and the click would be lost.
          const next = event.relatedTarget;
          if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.form) return;
          setIsTouched(true);
        }}
        rows={12}
        spellCheck={false}
        aria-invalid={error || hasLineErrors ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
      <div id={statusId} className="tm-steps-status" role="status" aria-live="polite">
        {isChecked &&
          (lineErrors.length > 0 ? (
            <p className="ui-field-error">
              {lineErrors.length === 1 ? '1 line is not a step Verity understands:' : `${lineErrors.length} lines are not steps Verity understands:`}
            </p>
          ) : (
            <p className="tm-steps-ok">{count === 1 ? 'The step is understood.' : `All ${count} steps are understood.`}</p>
          ))}
      </div>
      {hasLineErrors && (
        <ul id={listId} className="tm-step-errors">
          {lineErrors.map((lineError) => (
            <li key={lineError.index}>
              <p>{lineError.message}</p>
              {lineError.suggestions.length > 0 && (
                <div className="tm-actions">
                  {lineError.suggestions.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className="ui-button ui-button-secondary ui-button-small"
                      onClick={() => onChange(replaceLine(value, lineError.index, suggestion))}
                    >
                      <span className="ui-sr-only">On line {lineError.index + 1}, use </span>
                      <span aria-hidden="true">Use </span>
                      <code>{suggestion}</code>
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <StepsHelp />
    </div>
  );
}
