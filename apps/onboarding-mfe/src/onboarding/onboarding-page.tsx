import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  ANALYTICS_EVENTS,
  onboardingCompletedProperties,
  onboardingScreenViewedProperties,
  onboardingTraits,
  useAnalytics,
} from '@verity/analytics';
import { type RemoteProps, ROUTES } from '@verity/mfe';
import { errorText, notify } from '@verity/ui';
import { useCompleteOnboarding } from '../data/complete-onboarding';
import {
  checkDraft,
  EMPTY_DRAFT,
  EXPECTATIONS_MAX_LENGTH,
  HEARD_FROM_OPTIONS,
  type OnboardingDraft,
  type OnboardingErrors,
  type OnboardingField,
  type Option,
  ROLE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from './onboarding-options';
import { Screen } from './screen';

/** The `screen_name` of 'Onboarding Screen Viewed': onboarding is one screen. */
export const ONBOARDING_SCREEN_NAME = 'onboarding';
const AFTER_ONBOARDING = ROUTES.cases;

export function OnboardingPage({ navigate }: RemoteProps) {
  const analytics = useAnalytics();
  const [draft, setDraft] = useState<OnboardingDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const fieldRefs = useRef<Partial<Record<OnboardingField, HTMLElement | null>>>({});

  // Once per visit, also under StrictMode's double effects in development.
  const hasTrackedView = useRef(false);
  useEffect(() => {
    if (hasTrackedView.current) return;
    hasTrackedView.current = true;
    analytics.track(ANALYTICS_EVENTS.onboardingScreenViewed, onboardingScreenViewedProperties(ONBOARDING_SCREEN_NAME));
  }, [analytics]);

  const completion = useCompleteOnboarding();

  function update<K extends keyof OnboardingDraft>(field: K, value: OnboardingDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    // An answered question stops showing its error.
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (completion.isPending) return;
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const firstInvalid = (['role', 'companyTeamSize', 'hearAboutUs', 'hasExpectations'] as const).find((field) => checked.errors[field]);
      if (firstInvalid) fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    setErrors({});
    const answers = checked.answers;
    completion.mutate(answers, {
      onSuccess: (profile) => {
        analytics.track(ANALYTICS_EVENTS.onboardingCompleted, onboardingCompletedProperties(answers));
        analytics.identify(profile.id, onboardingTraits(answers));
        notify.success('You’re all set. Welcome to Verity!');
        navigate(AFTER_ONBOARDING);
      },
      onError: (error) => notify.error(`Your answers were not saved: ${errorText(error)}`),
    });
  }

  function handleSkip() {
    // Skipping changes nothing but this event (spec section 4): the next visit to /app offers onboarding again.
    analytics.track(ANALYTICS_EVENTS.onboardingSkipped);
    navigate(AFTER_ONBOARDING);
  }

  const isSaving = completion.isPending || completion.isSuccess;

  return (
    <Screen title="Welcome" description="Tell us a little about you and your team to get started with Verity.">
      <section aria-labelledby="onboarding-title">
        <h1 id="onboarding-title">Welcome to Verity</h1>
        <p className="onboarding-lead">Four quick questions so we can tailor Verity to you and your team. It takes under a minute.</p>
        <form className="onboarding-form" noValidate onSubmit={handleSubmit} aria-busy={isSaving}>
          <SelectField
            label="Your role"
            placeholder="Choose your role"
            options={ROLE_OPTIONS}
            value={draft.role}
            error={errors.role}
            onChange={(value) => update('role', value)}
            fieldRef={(element) => void (fieldRefs.current.role = element)}
          />
          <SelectField
            label="Company team size"
            placeholder="Choose a size"
            options={TEAM_SIZE_OPTIONS}
            value={draft.companyTeamSize}
            error={errors.companyTeamSize}
            onChange={(value) => update('companyTeamSize', value)}
            fieldRef={(element) => void (fieldRefs.current.companyTeamSize = element)}
          />
          <SelectField
            label="How did you hear about us?"
            placeholder="Choose one"
            options={HEARD_FROM_OPTIONS}
            value={draft.hearAboutUs}
            error={errors.hearAboutUs}
            onChange={(value) => update('hearAboutUs', value)}
            fieldRef={(element) => void (fieldRefs.current.hearAboutUs = element)}
          />
          <ExpectationsQuestion
            hasExpectations={draft.hasExpectations}
            error={errors.hasExpectations}
            onChange={(value) => update('hasExpectations', value)}
            fieldRef={(element) => void (fieldRefs.current.hasExpectations = element)}
          />
          {draft.hasExpectations ? (
            <TextAreaField
              label="What do you expect from Verity?"
              hint="Optional. For example: catch checkout bugs before our customers do."
              value={draft.expectations}
              onChange={(value) => update('expectations', value)}
            />
          ) : null}
          {completion.isError ? (
            <p role="alert" className="ui-alert">
              Your answers were not saved: {errorText(completion.error)} Try again, or skip for now.
            </p>
          ) : null}
          <div className="onboarding-actions">
            <button type="submit" className="ui-button" disabled={isSaving}>
              {isSaving ? 'Saving…' : 'Get started'}
            </button>
            <button type="button" className="ui-button ui-button-secondary" onClick={handleSkip} disabled={isSaving}>
              Skip for now
            </button>
          </div>
        </form>
      </section>
    </Screen>
  );
}

type FieldRef = (element: HTMLElement | null) => void;

// Field ids are prefixed: the shell and each remote parcel are separate React roots, whose useId values can coincide.

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="ui-field-error">
      {children}
    </p>
  );
}

type SelectFieldProps = {
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  fieldRef: FieldRef;
};

function SelectField({ label, placeholder, options, value, error, onChange, fieldRef }: SelectFieldProps) {
  const id = `onboarding${useId()}`;
  return (
    <div className="onboarding-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={fieldRef}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

type ExpectationsQuestionProps = {
  hasExpectations: boolean | null;
  error: string | undefined;
  onChange: (value: boolean) => void;
  fieldRef: FieldRef;
};

function ExpectationsQuestion({ hasExpectations, error, onChange, fieldRef }: ExpectationsQuestionProps) {
  const id = `onboarding${useId()}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="onboarding-field">
      <legend>Do you have expectations?</legend>
      <div className="onboarding-choices">
        {[
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ].map((choice, index) => (
          <label key={choice.label}>
            <input
              type="radio"
              name={`${id}-has-expectations`}
              ref={index === 0 ? fieldRef : undefined}
              checked={hasExpectations === choice.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

type TextAreaFieldProps = { label: string; hint: string; value: string; onChange: (value: string) => void };

function TextAreaField({ label, hint, value, onChange }: TextAreaFieldProps) {
  const id = `onboarding${useId()}`;
  return (
    <div className="onboarding-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        maxLength={EXPECTATIONS_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="ui-hint">
        {hint}
      </p>
    </div>
  );
}
