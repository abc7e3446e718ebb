import { type FormEvent, useMemo, useRef, useState } from 'react';
import { type CreateTestFromDescriptionInput, type Folder, httpUrlSchema, MESSAGES } from '@verity/contracts';
import { useDomId } from '@verity/ui';

export type GoalFormValues = { name: string; baseUrl: string; goal: string; folderId: string };

export const EMPTY_GOAL_FORM: GoalFormValues = { name: '', baseUrl: '', goal: '', folderId: '' };

type GoalFormErrors = { summary?: string; name?: boolean; baseUrl?: string | true; goal?: boolean };

function validateGoalForm(values: GoalFormValues): GoalFormErrors {
  const errors: GoalFormErrors = {};
  const isBlank = (text: string) => text.trim() === '';
  if (isBlank(values.name) || isBlank(values.baseUrl) || isBlank(values.goal)) {
    errors.summary = MESSAGES.describedTestFieldsRequired;
    if (isBlank(values.name)) errors.name = true;
    if (isBlank(values.baseUrl)) errors.baseUrl = true;
    if (isBlank(values.goal)) errors.goal = true;
  }
  if (!isBlank(values.baseUrl) && !httpUrlSchema.safeParse(values.baseUrl).success) {
    errors.baseUrl = 'The base URL must start with http:// or https://, e.g. https://example.com.';
  }
  return errors;
}

export function toDescriptionInput(values: GoalFormValues): CreateTestFromDescriptionInput {
  return {
    name: values.name.trim(),
    base_url: values.baseUrl.trim(),
    goal_description: values.goal.trim(),
    ...(values.folderId && { folder_id: values.folderId }),
  };
}

type GoalFormProps = {
  values: GoalFormValues;
  onChange: (values: GoalFormValues) => void;
  folders: Folder[];
  isSubmitting: boolean;
  onSubmit: (values: GoalFormValues) => void;
};

/** Name, base URL and the goal the steps are drafted from, checked with the spec's rule (section 5). */
export function GoalForm({ values, onChange, folders, isSubmitting, onSubmit }: GoalFormProps) {
  const ids = { summary: useDomId(), name: useDomId(), baseUrl: useDomId(), baseUrlError: useDomId(), goal: useDomId(), goalHint: useDomId(), folder: useDomId() };
  const formRef = useRef<HTMLFormElement>(null);
  /** After the first try, the fields are checked as they change, so a fixed field stops being marked. */
  const [hasTried, setHasTried] = useState(false);
  const errors = useMemo(() => (hasTried ? validateGoalForm(values) : {}), [hasTried, values]);
  const set = (change: Partial<GoalFormValues>) => onChange({ ...values, ...change });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validateGoalForm(values);
    setHasTried(true);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(values);
  };

  const baseUrlError = typeof errors.baseUrl === 'string' ? errors.baseUrl : undefined;
  const summary = errors.summary ? ids.summary : undefined;
  return (
    <form ref={formRef} className="tm-form" onSubmit={handleSubmit} noValidate>
      {errors.summary && (
        <div id={ids.summary} className="ui-alert" role="alert">
          <p>{errors.summary}</p>
        </div>
      )}
      <div className="tm-two-col">
        <div className="tm-field">
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            value={values.name}
            maxLength={200}
            placeholder="Sign up with email"
            onChange={(event) => set({ name: event.target.value })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? summary : undefined}
          />
        </div>
        <div className="tm-field">
          <label htmlFor={ids.baseUrl}>Base URL</label>
          <input
            id={ids.baseUrl}
            type="url"
            inputMode="url"
            spellCheck={false}
            value={values.baseUrl}
            placeholder="https://staging.example.com"
            onChange={(event) => set({ baseUrl: event.target.value })}
            aria-invalid={errors.baseUrl ? true : undefined}
            aria-describedby={baseUrlError ? ids.baseUrlError : errors.baseUrl ? summary : undefined}
          />
          {baseUrlError && (
            <p id={ids.baseUrlError} className="ui-field-error">
              {baseUrlError}
            </p>
          )}
        </div>
      </div>
      <div className="tm-field">
        <label htmlFor={ids.goal}>Goal</label>
        <p id={ids.goalHint} className="ui-hint">
          What should a visitor be able to do, and what shows it worked? For example: “A new visitor signs up with an email
          and password and lands on the dashboard, which greets them by name.”
        </p>
        <textarea
          id={ids.goal}
          value={values.goal}
          rows={5}
          maxLength={5000}
          onChange={(event) => set({ goal: event.target.value })}
          aria-invalid={errors.goal ? true : undefined}
          aria-describedby={[ids.goalHint, errors.goal ? summary : undefined].filter(Boolean).join(' ')}
        />
      </div>
      <div className="tm-field">
        <label htmlFor={ids.folder}>
          Folder <span className="tm-optional">(optional)</span>
        </label>
        <select id={ids.folder} value={values.folderId} onChange={(event) => set({ folderId: event.target.value })}>
          <option value="">No folder</option>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tm-form-actions">
        <button type="submit" className="ui-button" disabled={isSubmitting}>
          {isSubmitting ? 'Drafting the steps…' : 'Draft the steps'}
        </button>
      </div>
    </form>
  );
}
