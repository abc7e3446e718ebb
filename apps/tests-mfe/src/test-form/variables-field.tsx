import { keepsSavedSecret, newVariableRow, type VariableRow } from './test-form-values';
import { useDomId } from '@verity/ui';

type VariablesFieldProps = {
  rows: VariableRow[];
  onChange: (rows: VariableRow[]) => void;
  /** By row id. */
  errors?: Record<string, string>;
};

/** Key/value rows a test's steps use as {{name}}. */
export function VariablesField({ rows, onChange, errors = {} }: VariablesFieldProps) {
  const hintId = useDomId();
  const update = (id: string, change: Partial<VariableRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const handleAdd = () => {
    const row = newVariableRow();
    onChange([...rows, row]);
    requestAnimationFrame(() => document.getElementById(`${row.id}-name`)?.focus());
  };
  const handleRemove = (index: number) => {
    const next = rows.filter((_, position) => position !== index);
    onChange(next);
    // Focus the row that took its place, or the add button when none is left.
    requestAnimationFrame(() => {
      const neighbour = next[Math.min(index, next.length - 1)];
      document.getElementById(neighbour ? `${neighbour.id}-name` : `${hintId}-add`)?.focus();
    });
  };
  return (
    <fieldset className="tm-fieldset" aria-describedby={hintId}>
      <legend>
        Variables <span className="tm-optional">(optional)</span>
      </legend>
      <p id={hintId} className="ui-hint">
        Values your steps use as <code>{'{{name}}'}</code>, e.g. <code>{'Type "{{email}}" into "Email"'}</code>. Mark passwords and keys
        secret: they are stored encrypted, never shown again, and masked in runs, screenshots, traces and exports.
      </p>
      {rows.map((row, index) => {
        const error = errors[row.id];
        const errorId = `${row.id}-error`;
        return (
          <div key={row.id}>
            <div className="tm-row">
              <div className="tm-field">
                <label htmlFor={`${row.id}-name`} className={index === 0 ? undefined : 'ui-sr-only'}>
                  Name<span className="ui-sr-only"> of variable {index + 1}</span>
                </label>
                <input
                  id={`${row.id}-name`}
                  className="tm-mono"
                  value={row.name}
                  placeholder="email"
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => update(row.id, { name: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </div>
              <div className="tm-field">
                <label htmlFor={`${row.id}-value`} className={index === 0 ? undefined : 'ui-sr-only'}>
                  Value<span className="ui-sr-only"> of variable {index + 1}</span>
                </label>
                <input
                  id={`${row.id}-value`}
                  type={row.secret ? 'password' : 'text'}
                  value={row.value}
                  placeholder={keepsSavedSecret(row) ? 'Saved (hidden): type to replace' : row.secret ? 'Secret value' : 'ada@example.com'}
                  spellCheck={false}
                  autoComplete={row.secret ? 'new-password' : 'off'}
                  onChange={(event) => update(row.id, { value: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </div>
              <div className="tm-field tm-field-check">
                {index === 0 && (
                  <span className="tm-label" aria-hidden="true">
                    &nbsp;
                  </span>
                )}
                <label>
                  <input
                    type="checkbox"
                    checked={row.secret}
                    // A saved secret's value is never shown: made plain, it starts empty.
                    onChange={(event) => update(row.id, { secret: event.target.checked, ...(row.savedSecretName !== undefined ? { value: '', savedSecretName: undefined } : {}) })}
                  />{' '}
                  Secret<span className="ui-sr-only"> variable {index + 1}</span>
                </label>
              </div>
              <div className="tm-field">
                {index === 0 && (
                  <span className="tm-label" aria-hidden="true">
                    &nbsp;
                  </span>
                )}
                <button type="button" className="ui-button ui-button-quiet ui-danger-text" onClick={() => handleRemove(index)}>
                  Remove<span className="ui-sr-only"> variable {index + 1}</span>
                </button>
              </div>
            </div>
            {error && (
              <p id={errorId} className="ui-field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <button id={`${hintId}-add`} type="button" className="ui-button ui-button-secondary ui-button-small" onClick={handleAdd}>
          Add variable
        </button>
      </div>
    </fieldset>
  );
}
