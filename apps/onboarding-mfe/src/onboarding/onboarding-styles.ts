import { type RemoteStylesheet } from '@verity/mfe';

/**
 * What the onboarding screen alone shows; buttons, hints, field errors and the form's alert come from @verity/ui's
 * kit. Every rule is under the remote's root class `onboarding`, which also puts it over the kit's element rules.
 */
export const ONBOARDING_CSS = `
.onboarding { max-width: 40rem; margin: 0 auto; }
.onboarding h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.onboarding .onboarding-lead { margin: 0 0 24px; font-size: 1.125rem; color: var(--ui-muted); }
.onboarding .onboarding-form { display: grid; gap: 20px; }
.onboarding .onboarding-field { display: grid; gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.onboarding .onboarding-field > label, .onboarding .onboarding-field > legend { font-weight: 600; padding: 0; }
.onboarding .onboarding-field select, .onboarding .onboarding-field textarea { font: inherit; width: 100%; padding: 8px 12px; border: 1px solid var(--ui-field);
  border-radius: 6px; background: #fff; color: inherit; }
.onboarding .onboarding-field textarea { min-height: 6rem; resize: vertical; }
.onboarding .onboarding-field [aria-invalid='true'] { border-color: var(--ui-danger); }
.onboarding .onboarding-choices { display: flex; flex-wrap: wrap; gap: 8px 24px; }
.onboarding .onboarding-choices label { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.onboarding .onboarding-choices input { width: 1.125rem; height: 1.125rem; margin: 0; }
.onboarding .onboarding-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; margin-top: 4px; }
.onboarding .onboarding-actions .ui-button { padding: 10px 20px; }
.onboarding select:focus-visible, .onboarding textarea:focus-visible, .onboarding input:focus-visible { outline: 3px solid var(--ui-accent); outline-offset: 2px; }
@media (max-width: 480px) { .onboarding h1 { font-size: 1.5rem; } .onboarding .onboarding-actions .ui-button { width: 100%; } }
`;

export const ONBOARDING_STYLESHEET: RemoteStylesheet = { attribute: 'data-verity-onboarding', css: ONBOARDING_CSS };
