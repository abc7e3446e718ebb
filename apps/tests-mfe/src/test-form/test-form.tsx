import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { type Folder, type Test } from '@verity/contracts';
import { failureMessage, useDomId } from '@verity/ui';
import { stepErrors, unreadableStepsMessage, useStepErrors } from './check-steps';
import { sessionChoices, testsStartingWith } from './session-choices';
import { SessionFields } from './session-fields';
import { StepsField } from './steps-field';
import { hasErrors, STEP_TIMEOUT_SECONDS, type TestFormErrors, type TestFormValues, validateTestForm, VIEWPORT_LIMITS } from './test-form-values';
import { VariablesField } from './variables-field';

type TestFormProps = {
  values: TestFormValues;
  onChange: (values: TestFormValues) => void;
  /** Folders to offer, by name; a deleted one is labelled so. */
  folders: Folder[];
  /** The user's tests (the tests list query), to offer their sign-in tests in "Start signed in with". */
  tests: { data: Test[] | undefined; isError: boolean };
  /** The test being edited: never offered as its own sign-in test. */
  testId?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Called with valid values; a rejection is shown above the form. */
  onSubmit: (values: TestFormValues) => Promise<unknown>;
  /** Next to the submit button: a way out (a link back). */
  secondaryAction?: ReactNode;
};

/** Every field of a test, checked with the API's own rules before anything is sent. */
export function TestForm({ values, onChange, folders, tests, testId, submitLabel, pendingLabel, onSubmit, secondaryAction }: TestFormProps) {
  const ids = {
    summary: useDomId(),
    name: useDomId(),
    baseUrl: useDomId(),
    baseUrlHint: useDomId(),
    baseUrlError: useDomId(),
    folder: useDomId(),
    width: useDomId(),
    height: useDomId(),
    viewportHint: useDomId(),
    neverCallModel: useDomId(),
    neverCallModelHint: useDomId(),
    viewportError: useDomId(),
    stepTimeout: useDomId(),
    stepTimeoutHint: useDomId(),
    stepTimeoutError: useDomId(),
  };
  const formRef = useRef<HTMLFormElement>(null);
  /** After the first try to save, the fields are checked as they change, so a fixed field stops being marked. */
  const [hasTriedToSave, setHasTriedToSave] = useState(false);
  /** The API's refusal of the last save; replaced by the next attempt. */
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  /** A save was refused because of unreadable lines: they show at once, with "Save anyway". */
  const [isStepCheckShown, setIsStepCheckShown] = useState(false);
  const lineErrors = useStepErrors(values.instructions);
  const set = (change: Partial<TestFormValues>) => onChange({ ...values, ...change });
  const choices = useMemo(() => sessionChoices(tests.data, { selfId: testId, chosenId: values.sessionFrom }), [tests.data, testId, values.sessionFrom]);
  const dependentNames = useMemo(() => (testId ? testsStartingWith(tests.data ?? [], testId) : []), [tests.data, testId]);
  const clientErrors = useMemo(() => (hasTriedToSave ? validateTestForm(values, choices) : {}), [hasTriedToSave, values, choices]);
  const errors: TestFormErrors = serverError && !clientErrors.summary ? { ...clientErrors, summary: serverError } : clientErrors;

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? document.getElementById(ids.summary))?.focus();
    });

  const submit = async ({ isStepCheckSkipped }: { isStepCheckSkipped: boolean }) => {
    if (isSubmitting) return;
    const found = validateTestForm(values, choices);
    setHasTriedToSave(true);
    setServerError(null);
    const hasUnreadableSteps = !isStepCheckSkipped && stepErrors(values.instructions).length > 0;
    if (hasUnreadableSteps) setIsStepCheckShown(true);
    if (hasErrors(found) || hasUnreadableSteps) {
      focusFirstProblem();
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(failureMessage(error));
      focusFirstProblem();
    } finally {
      setIsSubmitting(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ isStepCheckSkipped: false });
  };

  const baseUrlError = typeof errors.baseUrl === 'string' ? errors.baseUrl : undefined;
  const describedBySummary = errors.summary ? ids.summary : undefined;

  return (
    <form ref={formRef} className="tm-form" onSubmit={handleSubmit} noValidate>
      {errors.summary && (
        <div id={ids.summary} className="ui-alert" role="alert" tabIndex={-1}>
          <p>{errors.summary}</p>
        </div>
      )}
      {isStepCheckShown && !hasErrors(errors) && lineErrors.length > 0 && (
        <div id={ids.summary} className="ui-alert" role="alert" tabIndex={-1}>
          <p>{unreadableStepsMessage(lineErrors.length)}</p>
          <button
            type="button"
            className="ui-button ui-button-secondary ui-button-small"
            onClick={() => void submit({ isStepCheckSkipped: true })}
            disabled={isSubmitting}
          >
            Save anyway
          </button>
        </div>
      )}

      <div className="tm-two-col">
        <div className="tm-field">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            value={values.name}
            maxLength={200}
            placeholder="Sign in with email"
            onChange={(event) => set({ name: event.target.value })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? describedBySummary : undefined}
          />
        </div>
        <div className="tm-field">
          <label htmlFor={ids.baseUrl}>Base URL</label>
          <input
            id={ids.baseUrl}
            type="url"
            inputMode="url"
            value={values.baseUrl}
            placeholder="https://staging.example.com"
            spellCheck={false}
            onChange={(event) => set({ baseUrl: event.target.value })}
            aria-invalid={errors.baseUrl ? true : undefined}
            aria-describedby={[ids.baseUrlHint, baseUrlError ? ids.baseUrlError : describedBySummary].filter(Boolean).join(' ')}
          />
          <p id={ids.baseUrlHint} className="ui-hint">
            Where the test starts. Steps like <code>Go to /login</code> are relative to it.
          </p>
          {baseUrlError && (
            <p id={ids.baseUrlError} className="ui-field-error">
              {baseUrlError}
            </p>
          )}
        </div>
      </div>

      <div className="tm-field">
        <label htmlFor={ids.folder}>
          Folder <span className="tm-optional">(optional)</span>
        </label>
        <select id={ids.folder} value={values.folderId} onChange={(event) => set({ folderId: event.target.value })}>
          <option value="">No folder</option>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.deleted_at ? `${folder.name} (deleted)` : folder.name}
            </option>
          ))}
        </select>
      </div>

      <StepsField
        value={values.instructions}
        onChange={(instructions) => set({ instructions })}
        lineErrors={lineErrors}
        showLineErrors={isStepCheckShown}
        error={errors.instructions}
      />

      <VariablesField rows={values.variables} onChange={(variables) => set({ variables })} errors={errors.variables} />

      <SessionFields
        providesSession={values.providesSession}
        sessionFrom={values.sessionFrom}
        onChange={set}
        choices={choices}
        dependentNames={dependentNames}
        hasChoicesFailed={tests.isError && tests.data === undefined}
        error={errors.sessionFrom}
      />

      <fieldset className="tm-fieldset" aria-describedby={errors.viewport ? `${ids.viewportHint} ${ids.viewportError}` : ids.viewportHint}>
        <legend>
          Browser window <span className="tm-optional">(optional)</span>
        </legend>
        <p id={ids.viewportHint} className="ui-hint">
          The size of the page the test sees, in pixels. Leave both empty for 1280 × 800.
        </p>
        <div className="tm-viewport">
          <div className="tm-field">
            <label htmlFor={ids.width}>Width</label>
            <input
              id={ids.width}
              type="number"
              inputMode="numeric"
              min={VIEWPORT_LIMITS.width.min}
              max={VIEWPORT_LIMITS.width.max}
              placeholder="1280"
              value={values.viewportWidth}
              onChange={(event) => set({ viewportWidth: event.target.value })}
              aria-invalid={errors.viewport ? true : undefined}
            />
          </div>
          <span className="tm-viewport-x" aria-hidden="true">
            ×
          </span>
          <div className="tm-field">
            <label htmlFor={ids.height}>Height</label>
            <input
              id={ids.height}
              type="number"
              inputMode="numeric"
              min={VIEWPORT_LIMITS.height.min}
              max={VIEWPORT_LIMITS.height.max}
              placeholder="800"
              value={values.viewportHeight}
              onChange={(event) => set({ viewportHeight: event.target.value })}
              aria-invalid={errors.viewport ? true : undefined}
            />
          </div>
        </div>
        {errors.viewport && (
          <p id={ids.viewportError} className="ui-field-error">
            {errors.viewport}
          </p>
        )}
      </fieldset>

      <div className="tm-field">
        <label htmlFor={ids.stepTimeout}>
          Step timeout in seconds <span className="tm-optional">(optional)</span>
        </label>
        <p id={ids.stepTimeoutHint} className="ui-hint">
          How long each step waits for its element or its check before it fails. Leave empty for your default (Settings → Run defaults); one step can
          say its own: “… within 20 seconds”.
        </p>
        <input
          id={ids.stepTimeout}
          className="tm-input-short"
          type="number"
          inputMode="numeric"
          min={STEP_TIMEOUT_SECONDS.min}
          max={STEP_TIMEOUT_SECONDS.max}
          placeholder="Your default"
          value={values.stepTimeoutSeconds}
          onChange={(event) => set({ stepTimeoutSeconds: event.target.value })}
          aria-invalid={errors.stepTimeout ? true : undefined}
          aria-describedby={errors.stepTimeout ? `${ids.stepTimeoutHint} ${ids.stepTimeoutError}` : ids.stepTimeoutHint}
        />
        {errors.stepTimeout && (
          <p id={ids.stepTimeoutError} className="ui-field-error">
            {errors.stepTimeout}
          </p>
        )}
      </div>

      <div className="tm-check-field">
        <input
          id={ids.neverCallModel}
          type="checkbox"
          checked={values.neverCallModel}
          onChange={(event) => set({ neverCallModel: event.target.checked })}
          aria-describedby={ids.neverCallModelHint}
        />
        <label htmlFor={ids.neverCallModel}>Never call an AI model for this test</label>
        <p id={ids.neverCallModelHint} className="ui-hint">
          A line only a model could read then fails with “needs a model”; answers the model gave before are still replayed.
        </p>
      </div>

      <div className="tm-form-actions">
        <button type="submit" className="ui-button" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
        {secondaryAction}
      </div>
    </form>
  );
}
