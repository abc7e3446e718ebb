import { type FormEvent, useId, useState } from 'react';
import {
  DEFAULT_STEP_TIMEOUT_MS,
  MAX_STEP_TIMEOUT_MS,
  MIN_STEP_TIMEOUT_MS,
  type Profile,
  type RunDefaults,
  type ScreenshotPolicy,
  VIEWPORT_LIMITS,
} from '@verity/contracts';
import { notify } from '@verity/ui';
import { useUpdateRunDefaults } from '../data/update-run-defaults';
import { describedBy, FormActions, FormField } from '../shared/form-field';

/** Sizes people test at; "Custom" opens width and height. */
const VIEWPORT_PRESETS = [
  { label: 'Desktop — 1280 × 800', width: 1280, height: 800 },
  { label: 'Large desktop — 1920 × 1080', width: 1920, height: 1080 },
  { label: 'Laptop — 1440 × 900', width: 1440, height: 900 },
  { label: 'Tablet — 768 × 1024', width: 768, height: 1024 },
  { label: 'Phone — 390 × 844', width: 390, height: 844 },
] as const;
const CUSTOM = 'custom';
const TIMEOUT_HINT = `How long a step waits for its element or its check before it fails (${DEFAULT_STEP_TIMEOUT_MS / 1000} s unless you change it). One step can wait longer: end its line with “within 20 seconds”.`;

const SCREENSHOT_CHOICES: Array<{ value: ScreenshotPolicy; label: string; hint: string }> = [
  { value: 'every_step', label: 'After every step', hint: 'See the page at each step of the run.' },
  { value: 'on_failure', label: 'Only at the step that fails', hint: 'Faster runs; a failure still shows what went wrong.' },
  { value: 'off', label: 'Never', hint: 'The fastest; the trace still records the run.' },
];

type FormValues = { timeoutSeconds: string; preset: string; width: string; height: string; screenshots: ScreenshotPolicy };
type FormErrors = Partial<Record<'timeoutSeconds' | 'width' | 'height', string>>;

const presetOf = ({ width, height }: RunDefaults['viewport']) =>
  VIEWPORT_PRESETS.find((preset) => preset.width === width && preset.height === height)?.label ?? CUSTOM;

const valuesOf = (defaults: RunDefaults): FormValues => ({
  timeoutSeconds: String(defaults.step_timeout_ms / 1000),
  preset: presetOf(defaults.viewport),
  width: String(defaults.viewport.width),
  height: String(defaults.viewport.height),
  screenshots: defaults.screenshots,
});

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** The values to save, or what is wrong with each field. */
function readForm(values: FormValues): { defaults: RunDefaults } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const seconds = Number(values.timeoutSeconds.trim());
  const [minSeconds, maxSeconds] = [MIN_STEP_TIMEOUT_MS / 1000, MAX_STEP_TIMEOUT_MS / 1000];
  if (!isWholeNumber(values.timeoutSeconds) || seconds < minSeconds || seconds > maxSeconds) {
    errors.timeoutSeconds = `Give a whole number of seconds from ${minSeconds} to ${maxSeconds}.`;
  }
  const preset = VIEWPORT_PRESETS.find((candidate) => candidate.label === values.preset);
  const viewport = preset ? { width: preset.width, height: preset.height } : { width: Number(values.width.trim()), height: Number(values.height.trim()) };
  if (!preset) {
    for (const side of ['width', 'height'] as const) {
      const { min, max } = VIEWPORT_LIMITS[side];
      if (!isWholeNumber(values[side]) || viewport[side] < min || viewport[side] > max) errors[side] = `Give a ${side} from ${min} to ${max} pixels.`;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { defaults: { step_timeout_ms: seconds * 1000, viewport, screenshots: values.screenshots } };
}

/** Settings → Run defaults: how runs behave unless a test says otherwise. */
export function RunDefaultsSection({ profile }: { profile: Profile }) {
  const id = `settings-runs${useId()}`;
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile.run_defaults));
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  const save = useUpdateRunDefaults();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readForm(values);
    setErrors('errors' in read ? read.errors : {});
    if ('defaults' in read) save.mutate(read.defaults, { onSuccess: () => notify.success('Run defaults saved. They apply to the next runs.') });
  }

  const numberInput = (key: keyof FormErrors, { min, max }: { min: number; max: number }, hint?: string) => (
    <input
      id={`${id}-${key}`}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={values[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={describedBy(`${id}-${key}`, hint, errors[key])}
    />
  );

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Run defaults</h2>
      <p className="ui-muted">How your runs behave unless a test says otherwise. Each run records the values it ran with.</p>
      <form className="settings-form" noValidate onSubmit={handleSubmit} aria-label="Run defaults" aria-busy={save.isPending}>
        <FormField inputId={`${id}-timeoutSeconds`} label="Step timeout (seconds)" hint={TIMEOUT_HINT} error={errors.timeoutSeconds}>
          {numberInput('timeoutSeconds', { min: MIN_STEP_TIMEOUT_MS / 1000, max: MAX_STEP_TIMEOUT_MS / 1000 }, TIMEOUT_HINT)}
        </FormField>
        <FormField inputId={`${id}-preset`} label="Browser window">
          <select id={`${id}-preset`} value={values.preset} onChange={(event) => set({ preset: event.target.value })}>
            {VIEWPORT_PRESETS.map((preset) => (
              <option key={preset.label} value={preset.label}>
                {preset.label}
              </option>
            ))}
            <option value={CUSTOM}>Custom size</option>
          </select>
        </FormField>
        {values.preset === CUSTOM && (
          <div className="settings-pair">
            <FormField inputId={`${id}-width`} label="Width (pixels)" error={errors.width}>
              {numberInput('width', VIEWPORT_LIMITS.width)}
            </FormField>
            <FormField inputId={`${id}-height`} label="Height (pixels)" error={errors.height}>
              {numberInput('height', VIEWPORT_LIMITS.height)}
            </FormField>
          </div>
        )}
        <fieldset className="settings-choices">
          <legend>Screenshots</legend>
          {SCREENSHOT_CHOICES.map((choice) => (
            <div key={choice.value} className="settings-choice">
              <input
                id={`${id}-shots-${choice.value}`}
                type="radio"
                name={`${id}-screenshots`}
                value={choice.value}
                checked={values.screenshots === choice.value}
                onChange={() => set({ screenshots: choice.value })}
                aria-describedby={`${id}-shots-${choice.value}-hint`}
              />
              <label htmlFor={`${id}-shots-${choice.value}`}>{choice.label}</label>
              <p id={`${id}-shots-${choice.value}-hint`} className="ui-hint">
                {choice.hint}
              </p>
            </div>
          ))}
        </fieldset>
        <FormActions failure="The run defaults were not saved" error={save.error} isPending={save.isPending} label="Save run defaults" />
      </form>
    </section>
  );
}
