import { type FormEvent, useId, useState } from 'react';
import { type CreateModelProviderInput, type ModelProvider } from '@verity/contracts';
import { describedBy, FormField } from '../shared/form-field';

export type ModelFormValues = { name: string; protocol: 'openai' | 'anthropic'; baseUrl: string; model: string; apiKey: string; inUse: boolean };

const EMPTY: ModelFormValues = { name: '', protocol: 'openai', baseUrl: '', model: '', apiKey: '', inUse: true };

const valuesOf = (provider: ModelProvider): ModelFormValues => ({
  name: provider.name,
  protocol: provider.protocol,
  baseUrl: provider.base_url ?? '',
  model: provider.model,
  apiKey: '',
  inUse: provider.in_use,
});

type Errors = Partial<Record<'name' | 'baseUrl' | 'model' | 'apiKey', string>>;

function validate(values: ModelFormValues, isNew: boolean): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Give the model a name.';
  if (!values.model.trim()) errors.model = "Give the model's name at the provider, e.g. gpt-4o-mini.";
  if (isNew && !values.apiKey.trim()) errors.apiKey = 'Give the API key.';
  if (values.baseUrl.trim() && !/^https?:\/\/\S+$/i.test(values.baseUrl.trim())) errors.baseUrl = 'The base URL must start with http:// or https://.';
  return errors;
}

/** The body to send: a new key only when one was typed (an edit without one keeps the stored key). */
export function modelInput(values: ModelFormValues): CreateModelProviderInput {
  return {
    name: values.name.trim(),
    protocol: values.protocol,
    base_url: values.baseUrl.trim() || null,
    model: values.model.trim(),
    api_key: values.apiKey.trim(),
    in_use: values.inUse,
  };
}

interface ModelFormProps {
  /** The model being edited; absent to add one. */
  provider?: ModelProvider;
  isSaving: boolean;
  /** The server's refusal, shown above the buttons. */
  serverError: string | null;
  onSave: (values: ModelFormValues) => void;
  onCancel?: () => void;
}

/** Adds or edits a model: where it is, which model, its key (typed once, never shown again). */
export function ModelForm({ provider, isSaving, serverError, onSave, onCancel }: ModelFormProps) {
  const id = `settings-model${useId()}`;
  const isNew = provider === undefined;
  const [values, setValues] = useState<ModelFormValues>(provider ? valuesOf(provider) : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<ModelFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values, isNew);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  }

  const field = (key: keyof Errors, label: string, input: React.ReactElement, hint?: string) => (
    <FormField inputId={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
      {input}
    </FormField>
  );
  const described = (key: keyof Errors, hasHint: boolean) => describedBy(`${id}-${key}`, hasHint ? 'hint' : undefined, errors[key]);

  return (
    <form className="settings-form" noValidate onSubmit={handleSubmit} aria-busy={isSaving} aria-label={isNew ? 'Add a model' : `Edit ${provider.name}`}>
      {field('name', 'Name', <input id={`${id}-name`} value={values.name} onChange={(event) => set({ name: event.target.value })} aria-invalid={errors.name ? true : undefined} aria-describedby={described('name', false)} />)}
      <div className="settings-field">
        <label htmlFor={`${id}-protocol`}>Protocol</label>
        <select id={`${id}-protocol`} value={values.protocol} onChange={(event) => set({ protocol: event.target.value as ModelFormValues['protocol'] })}>
          <option value="openai">OpenAI-compatible (OpenAI, Azure, OpenRouter, Ollama, vLLM, LM Studio)</option>
          <option value="anthropic">Anthropic</option>
        </select>
      </div>
      {field(
        'baseUrl',
        'Base URL (optional)',
        <input id={`${id}-baseUrl`} type="url" inputMode="url" placeholder={values.protocol === 'anthropic' ? 'https://api.anthropic.com' : 'https://api.openai.com/v1'} value={values.baseUrl} onChange={(event) => set({ baseUrl: event.target.value })} aria-invalid={errors.baseUrl ? true : undefined} aria-describedby={described('baseUrl', true)} />,
        "Leave empty for the provider's own API. For Ollama: http://localhost:11434/v1.",
      )}
      {field('model', 'Model', <input id={`${id}-model`} placeholder={values.protocol === 'anthropic' ? 'claude-haiku-4-5' : 'gpt-4o-mini'} value={values.model} onChange={(event) => set({ model: event.target.value })} aria-invalid={errors.model ? true : undefined} aria-describedby={described('model', false)} />)}
      {field(
        'apiKey',
        'API key',
        <input id={`${id}-apiKey`} type="password" autoComplete="off" spellCheck={false} value={values.apiKey} onChange={(event) => set({ apiKey: event.target.value })} aria-invalid={errors.apiKey ? true : undefined} aria-describedby={described('apiKey', true)} />,
        isNew ? 'Stored encrypted, and never shown again.' : `Leave empty to keep the current key (${provider.key_hint}).`,
      )}
      <div className="settings-check">
        <input id={`${id}-inUse`} type="checkbox" checked={values.inUse} onChange={(event) => set({ inUse: event.target.checked })} />
        <label htmlFor={`${id}-inUse`}>Use this model for my runs</label>
      </div>
      {serverError && (
        <p role="alert" className="ui-alert">
          {serverError}
        </p>
      )}
      <div className="settings-actions">
        <button type="submit" className="ui-button" disabled={isSaving}>
          {isSaving ? 'Saving…' : isNew ? 'Add model' : 'Save changes'}
        </button>
        {onCancel && (
          <button type="button" className="ui-button ui-button-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
