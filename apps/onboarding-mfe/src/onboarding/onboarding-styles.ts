import { useStyleSheet } from '@verity/ui';

const STYLE_ATTRIBUTE = 'data-onboarding-mfe';

// The remotes build without a CSS loader: the screen's CSS ships as a string inserted once per document.
// Colours read the shell's custom properties, with fallbacks for the standalone dev page.
const CSS = `
.onboarding { max-width: 40rem; margin: 0 auto; color: var(--ink, #1c1c28); }
.onboarding h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.onboarding-lead { margin: 0 0 24px; font-size: 1.125rem; color: var(--muted, #5b5b6e); }
.onboarding-form { display: grid; gap: 20px; }
.onboarding-field { display: grid; gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.onboarding-field > label, .onboarding-field > legend { font-weight: 600; padding: 0; }
.onboarding-field select, .onboarding-field textarea { font: inherit; width: 100%; padding: 8px 12px; border: 1px solid #b8b8c8;
  border-radius: 6px; background: #fff; color: inherit; }
.onboarding-field textarea { min-height: 6rem; resize: vertical; }
.onboarding-field [aria-invalid='true'] { border-color: var(--danger, #b42318); }
.onboarding-choices { display: flex; flex-wrap: wrap; gap: 8px 24px; }
.onboarding-choices label { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.onboarding-choices input { width: 1.125rem; height: 1.125rem; margin: 0; }
.onboarding-hint { margin: 0; color: var(--muted, #5b5b6e); font-size: 0.875rem; }
.onboarding-error { margin: 0; color: var(--danger, #b42318); font-size: 0.875rem; }
.onboarding-form-error { margin: 0; padding: 8px 12px; border: 1px solid var(--danger, #b42318); border-radius: 6px;
  background: #fff5f4; color: var(--danger, #b42318); }
.onboarding-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; margin-top: 4px; }
.onboarding-actions button { font: inherit; padding: 10px 20px; border-radius: 6px; border: 1px solid var(--accent, #4f46e5);
  background: var(--accent, #4f46e5); color: #fff; cursor: pointer; }
.onboarding-actions .onboarding-skip { background: #fff; color: var(--accent, #4f46e5); }
.onboarding-actions button:disabled { opacity: 0.6; cursor: progress; }
.onboarding button:focus-visible, .onboarding select:focus-visible, .onboarding textarea:focus-visible,
.onboarding input:focus-visible { outline: 3px solid var(--accent, #4f46e5); outline-offset: 2px; }
@media (max-width: 480px) { .onboarding h1 { font-size: 1.5rem; } .onboarding-actions button { width: 100%; } }
`;

/** Inserts the onboarding screen's CSS into the document once. */
export function useOnboardingStyles(): void {
  useStyleSheet(STYLE_ATTRIBUTE, CSS);
}
