import { useStyleSheet } from '@verity/ui';

const STYLE_ATTRIBUTE = 'data-settings-mfe';

// The remotes build without a CSS loader: the screens' CSS ships as a string inserted once per document.
// Colours read the shell's custom properties, with fallbacks for the standalone dev page.
const CSS = `
.settings { color: var(--ink, #1c1c28); }
.settings h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.settings h2 { margin: 0 0 12px; font-size: 1.25rem; }
.settings h3 { margin: 0; font-size: 1.0625rem; }
.settings-lead { margin: 0 0 24px; font-size: 1.125rem; color: var(--muted, #5b5b6e); max-width: 44em; }
.settings-section { margin: 0 0 40px; }
.settings h3.settings-subheading { margin: 24px 0 12px; }
.settings-muted { color: var(--muted, #5b5b6e); }
.settings-card { border: 1px solid var(--line, #e2e2ea); border-radius: 10px; padding: 16px 20px; background: #fff; }
.settings-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.settings-card-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.settings-badge { font-size: 0.8125rem; padding: 2px 8px; border-radius: 999px; border: 1px solid #abefc6; background: #ecfdf3; color: #067647; }
.settings-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 12px 0; }
.settings-facts dt { color: var(--muted, #5b5b6e); }
.settings-facts dd { margin: 0; overflow-wrap: anywhere; }
.settings-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.settings button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent, #4f46e5);
  background: var(--accent, #4f46e5); color: #fff; cursor: pointer; }
.settings button.settings-secondary { background: #fff; color: var(--accent, #4f46e5); }
.settings button.settings-danger { background: #fff; color: var(--danger, #b42318); border-color: #fecdca; }
.settings button:disabled { opacity: 0.6; cursor: not-allowed; }
.settings :focus-visible { outline: 3px solid var(--accent, #4f46e5); outline-offset: 2px; }
.settings-form { display: grid; gap: 16px; max-width: 36rem; }
.settings-field { display: grid; gap: 4px; }
.settings-field label { font-weight: 600; }
.settings-field input, .settings-field select { font: inherit; padding: 8px 12px; border: 1px solid #b8b8c8; border-radius: 6px; }
.settings-field input[aria-invalid='true'] { border-color: var(--danger, #b42318); }
.settings-hint { margin: 0; font-size: 0.875rem; color: var(--muted, #5b5b6e); }
.settings-error { margin: 0; font-size: 0.875rem; color: var(--danger, #b42318); }
.settings-check { display: flex; align-items: center; gap: 8px; }
.settings-field input[readonly] { background: #f4f4f8; color: var(--muted, #5b5b6e); }
.settings-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.settings-choices { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
.settings-choices legend { font-weight: 600; margin-bottom: 4px; padding: 0; }
.settings-choice { display: grid; grid-template-columns: auto 1fr; gap: 0 8px; align-items: center; }
.settings-choice .settings-hint { grid-column: 2; }
.settings-alert { padding: 12px 16px; border: 1px solid var(--danger, #b42318); border-radius: 8px; background: #fff5f4; color: var(--danger, #b42318); }
.settings-alert button { margin-left: 12px; }
.settings-notice { padding: 12px 16px; border: 1px solid var(--line, #e2e2ea); border-radius: 8px; background: #f8f8fb; }
.settings-check-result { margin-top: 12px; }
.settings-check-result ol { margin: 8px 0 0; padding-left: 1.25rem; }
.settings-right { color: #067647; }
.settings-wrong { color: var(--danger, #b42318); }
.settings-table-wrap { overflow-x: auto; border: 1px solid var(--line, #e2e2ea); border-radius: 10px; }
.settings-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.settings-table th, .settings-table td { padding: 8px 12px; text-align: left; border-bottom: 1px solid var(--line, #e2e2ea); white-space: nowrap; }
.settings-table tbody tr:last-child td { border-bottom: 0; }
@media (max-width: 480px) {
  .settings h1 { font-size: 1.5rem; }
  .settings-facts { grid-template-columns: 1fr; }
  .settings-pair { grid-template-columns: 1fr; }
}
`;

/** Inserts the settings screens' CSS into the document once. */
export function useSettingsStyles(): void {
  useStyleSheet(STYLE_ATTRIBUTE, CSS);
}
