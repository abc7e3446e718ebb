import { useDomId } from '@verity/ui';
import { type SessionChoice } from './session-choices';
import { type TestFormValues } from './test-form-values';

const list = new Intl.ListFormat('en', { type: 'conjunction' });
/** “Checkout”, “Search” and “Cart”. */
const namesList = (names: string[]) => list.format(names.map((name) => `“${name}”`));

type SessionFieldsProps = Pick<TestFormValues, 'providesSession' | 'sessionFrom'> & {
  onChange: (change: Partial<Pick<TestFormValues, 'providesSession' | 'sessionFrom'>>) => void;
  /** The sign-in tests to offer; undefined while the user's tests load. */
  choices: SessionChoice[] | undefined;
  /** The tests that start signed in with this one, by name. */
  dependentNames: string[];
  /** The user's tests could not be loaded: nothing can be offered. */
  hasChoicesFailed: boolean;
  error?: string;
};

/** Whether the test signs in for others, or starts signed in with a sign-in test's saved session: one or the other. */
export function SessionFields({ providesSession, sessionFrom, onChange, choices, dependentNames, hasChoicesFailed, error }: SessionFieldsProps) {
  const ids = {
    providesSession: useDomId(),
    providesSessionHint: useDomId(),
    dependents: useDomId(),
    sessionFrom: useDomId(),
    sessionFromHint: useDomId(),
    sessionFromError: useDomId(),
  };
  const dependents = dependentNames.length === 0 ? null : namesList(dependentNames);
  const isOneDependent = dependentNames.length === 1;
  const hasChoices = choices !== undefined && choices.length > 0;
  const isSelectDisabled = providesSession || !hasChoices;
  // A saved choice shows as saved while the tests load (or failed to), not as "Nobody".
  const isLoadingChoice = choices === undefined && sessionFrom !== '' && !providesSession;

  const selectHint = providesSession
    ? 'A sign-in test starts signed out, so it cannot start with another test’s session.'
    : hasChoicesFailed
      ? 'Your tests could not be loaded, so no sign-in test can be chosen now. Reload the page to try again.'
      : choices === undefined
        ? 'Loading your sign-in tests…'
        : choices.length === 0
          ? 'None of your tests is a sign-in test yet. To make one, tick “This is a sign-in test” on the test that signs in to your site, and save it.'
          : 'The sign-in test runs first when no session is saved or it has expired.';

  const handleProvidesSessionChange = (isChecked: boolean) =>
    // A sign-in test starts signed out: ticking the box drops the session chosen below.
    onChange(isChecked ? { providesSession: true, sessionFrom: '' } : { providesSession: false });

  return (
    <fieldset className="tm-fieldset">
      <legend>
        Signing in <span className="tm-optional">(optional)</span>
      </legend>
      <div className="tm-check-field">
        <input
          id={ids.providesSession}
          type="checkbox"
          checked={providesSession}
          onChange={(event) => handleProvidesSessionChange(event.target.checked)}
          aria-describedby={dependents ? `${ids.providesSessionHint} ${ids.dependents}` : ids.providesSessionHint}
        />
        <label htmlFor={ids.providesSession}>This is a sign-in test</label>
        <p id={ids.providesSessionHint} className="ui-hint">
          When it passes, Verity keeps the browser’s cookies and local storage (encrypted) so other tests can start signed in. A sign-in test starts
          signed out.
        </p>
        {dependents && (
          <p id={ids.dependents} className={providesSession ? 'ui-hint' : 'tm-warning'}>
            {dependents} {isOneDependent ? 'starts' : 'start'} signed in with this test.
            {!providesSession &&
              (isOneDependent
                ? ' Saved as it is now, its runs will fail until it starts with another sign-in test.'
                : ' Saved as it is now, their runs will fail until each starts with another sign-in test.')}
          </p>
        )}
      </div>
      <div className="tm-field">
        <label htmlFor={ids.sessionFrom}>Start signed in with</label>
        <select
          id={ids.sessionFrom}
          value={providesSession ? '' : sessionFrom}
          disabled={isSelectDisabled}
          onChange={(event) => onChange({ sessionFrom: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.sessionFromHint} ${ids.sessionFromError}` : ids.sessionFromHint}
        >
          <option value="">Nobody — start signed out</option>
          {isLoadingChoice && <option value={sessionFrom}>{hasChoicesFailed ? 'The saved sign-in test (its name could not be loaded)' : 'Loading…'}</option>}
          {choices?.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        <p id={ids.sessionFromHint} className="ui-hint">
          {selectHint}
        </p>
        {error && (
          <p id={ids.sessionFromError} className="ui-field-error">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
