import { useInsertionEffect } from 'react';

/**
 * The tests screens' CSS. rspack compiles TypeScript only (no CSS loader), so like @verity/ui's styles it
 * ships as a string inserted once per document. Every class starts with `tm-` so nothing here restyles the
 * shell or another remote; colours read the shell's custom properties, with fallbacks for the standalone dev
 * page and tests.
 */
export const TESTS_CSS = `
.tm { --tm-ink: var(--ink, #1c1c28); --tm-muted: var(--muted, #5b5b6e); --tm-accent: var(--accent, #4f46e5);
  --tm-line: var(--line, #e2e2ea); --tm-danger: var(--danger, #b42318); --tm-ok: #067647; --tm-warn: #b54708;
  --tm-soft: #f6f6fb; --tm-field: #b8b8c8; color: var(--tm-ink); }
.tm h1 { margin: 0; font-size: 1.75rem; line-height: 1.2; }
.tm h2 { margin: 0 0 12px; font-size: 1.2rem; line-height: 1.3; }
.tm h3 { margin: 0 0 8px; font-size: 1rem; }
.tm p { margin: 0 0 12px; }
.tm code, .tm pre, .tm kbd, .tm .tm-mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
.tm-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.tm-muted { color: var(--tm-muted); }
.tm-small { font-size: 0.875rem; }
.tm-lead { color: var(--tm-muted); max-width: 46em; margin-top: 6px; }

.tm-page-header { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 12px 24px; margin-bottom: 24px; }
.tm-page-header > div:first-child { min-width: 0; flex: 1 1 24rem; }
.tm-breadcrumb { margin: 0 0 6px; font-size: 0.875rem; color: var(--tm-muted); }
.tm-breadcrumb a { color: var(--tm-muted); }
.tm-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }

.tm-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; font: inherit; font-weight: 600; line-height: 1.25;
  padding: 8px 14px; border-radius: 6px; border: 1px solid var(--tm-accent); background: var(--tm-accent); color: #fff; cursor: pointer;
  text-decoration: none; white-space: nowrap; }
.tm-button:hover { filter: brightness(1.08); }
.tm-button:disabled, .tm-button[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; filter: none; }
.tm-button-secondary { background: #fff; color: var(--tm-ink); border-color: var(--tm-field); }
.tm-button-secondary:hover { background: var(--tm-soft); filter: none; }
.tm-button-danger { background: var(--tm-danger); border-color: var(--tm-danger); color: #fff; }
.tm-button-quiet { background: transparent; border-color: transparent; color: var(--tm-accent); padding: 4px 8px; font-weight: 600; }
.tm-button-quiet:hover { background: var(--tm-soft); filter: none; }
.tm-button-quiet.tm-danger-text { color: var(--tm-danger); }
.tm-button-small { padding: 4px 10px; font-size: 0.875rem; }
.tm-link-button { font: inherit; background: none; border: 0; padding: 0; color: var(--tm-accent); text-decoration: underline; cursor: pointer; }

.tm-card { border: 1px solid var(--tm-line); border-radius: 10px; padding: 20px; background: #fff; }
.tm-section { margin-top: 32px; }
.tm-section-header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 16px; margin-bottom: 12px; }
.tm-section-header h2 { margin: 0; }

.tm-status { display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px 2px 8px; border-radius: 999px; font-size: 0.8125rem;
  font-weight: 600; white-space: nowrap; border: 1px solid transparent; }
.tm-status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: currentColor; flex: none; }
.tm-status-completed { color: var(--tm-ok); background: #ecfdf3; border-color: #abefc6; }
.tm-status-failed { color: var(--tm-danger); background: #fef3f2; border-color: #fecdca; }
.tm-status-running, .tm-status-pending, .tm-status-created { color: var(--tm-accent); background: #eef0ff; border-color: #c7ccff; }
.tm-status-cancelled, .tm-status-unknown, .tm-status-none { color: var(--tm-muted); background: var(--tm-soft); border-color: var(--tm-line); }
.tm-status-none::before { background: transparent; border: 1px solid currentColor; }
@media (prefers-reduced-motion: no-preference) {
  .tm-status-running::before, .tm-status-pending::before { animation: tm-pulse 1.2s ease-in-out infinite; }
}
@keyframes tm-pulse { 50% { opacity: 0.3; } }

.tm-alert { border: 1px solid var(--tm-danger); border-radius: 8px; padding: 12px 16px; background: #fff5f4; margin: 0 0 16px; }
.tm-alert > :last-child { margin-bottom: 0; }
.tm-alert-title { font-weight: 700; margin: 0 0 4px; color: var(--tm-danger); }
.tm-notice { border: 1px solid #c7ccff; border-radius: 8px; padding: 12px 16px; background: #f3f2ff; margin: 0 0 16px; }
.tm-notice > :last-child { margin-bottom: 0; }
.tm-loading { color: var(--tm-muted); padding: 24px 0; }
.tm-skeleton { height: 14px; border-radius: 4px; background: linear-gradient(90deg, #f0f0f5, #e6e6ee, #f0f0f5); margin: 10px 0; }
.tm-empty { text-align: center; padding: 40px 24px; border: 1px dashed var(--tm-field); border-radius: 10px; background: var(--tm-soft); }
.tm-empty h2, .tm-empty h3 { margin-bottom: 6px; }
.tm-empty .tm-actions { justify-content: center; margin-top: 16px; }

.tm-stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 0 0 28px; padding: 0; }
.tm-stat { border: 1px solid var(--tm-line); border-radius: 10px; padding: 14px 16px; margin: 0; }
.tm-stat dt { font-size: 0.8125rem; color: var(--tm-muted); font-weight: 600; }
.tm-stat dd { margin: 4px 0 0; font-size: 1.5rem; font-weight: 700; }

.tm-table-wrap { overflow-x: auto; border: 1px solid var(--tm-line); border-radius: 10px; }
.tm-table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
.tm-table caption { text-align: left; }
.tm-table th, .tm-table td { padding: 10px 12px; text-align: left; vertical-align: middle; border-bottom: 1px solid var(--tm-line); }
.tm-table thead th { font-size: 0.8125rem; color: var(--tm-muted); font-weight: 600; background: var(--tm-soft); white-space: nowrap; }
.tm-table tbody tr:last-child > * { border-bottom: 0; }
.tm-table tbody tr:hover { background: #fafaff; }
.tm-table .tm-col-actions { text-align: right; white-space: nowrap; width: 1%; }
.tm-test-name { font-weight: 600; }
.tm-url { display: block; color: var(--tm-muted); font-size: 0.8125rem; max-width: 28ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tm-last-run { text-decoration: none; color: inherit; display: inline-block; }
.tm-last-run:hover .tm-when { text-decoration: underline; }
.tm-when { display: block; color: var(--tm-muted); font-size: 0.8125rem; margin-top: 2px; }

.tm-layout { display: grid; grid-template-columns: 200px minmax(0, 1fr); gap: 24px; align-items: start; }
@media (max-width: 820px) { .tm-layout { grid-template-columns: minmax(0, 1fr); } }
.tm-sidebar h2 { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--tm-muted); margin: 0 0 8px; }
.tm-folder-list { list-style: none; margin: 0 0 12px; padding: 0; display: grid; gap: 2px; }
.tm-folder-button { width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 8px; font: inherit; text-align: left;
  padding: 6px 10px; border-radius: 6px; border: 1px solid transparent; background: transparent; color: var(--tm-ink); cursor: pointer; }
.tm-folder-button:hover { background: var(--tm-soft); }
.tm-folder-button[aria-current='true'] { background: #eef0ff; border-color: #c7ccff; font-weight: 600; }
.tm-folder-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tm-folder-deleted .tm-folder-name { text-decoration: line-through; color: var(--tm-muted); }
.tm-count { color: var(--tm-muted); font-size: 0.8125rem; font-variant-numeric: tabular-nums; }
.tm-toggle { display: flex; align-items: center; gap: 8px; font-size: 0.875rem; margin-top: 8px; cursor: pointer; }
.tm-toggle input { width: 16px; height: 16px; margin: 0; }

.tm-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px 16px; margin-bottom: 12px; }
.tm-toolbar .tm-field { flex: 1 1 16rem; }
.tm-toolbar .tm-field-sort { flex: 0 0 auto; }
.tm-result-count { margin: 0 0 8px; color: var(--tm-muted); font-size: 0.875rem; }
.tm-badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 0.75rem; font-weight: 600; background: var(--tm-soft);
  color: var(--tm-muted); border: 1px solid var(--tm-line); vertical-align: middle; }

.tm-form { display: grid; gap: 20px; max-width: 720px; }
.tm-field { display: grid; gap: 6px; align-content: start; }
.tm-field > label, .tm-fieldset legend, .tm-label { font-weight: 600; }
.tm-optional { font-weight: 400; color: var(--tm-muted); }
.tm-input, .tm-field input:not([type='checkbox']):not([type='radio']), .tm-field select, .tm-field textarea {
  font: inherit; padding: 8px 12px; border: 1px solid var(--tm-field); border-radius: 6px; background: #fff; color: var(--tm-ink); width: 100%; }
.tm-field textarea { resize: vertical; min-height: 8rem; line-height: 1.5; }
.tm-field .tm-steps-input { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; min-height: 14rem; }
.tm [aria-invalid='true'] { border-color: var(--tm-danger); box-shadow: 0 0 0 1px var(--tm-danger); }
.tm-hint { margin: 0; color: var(--tm-muted); font-size: 0.875rem; }
.tm-field-error { margin: 0; color: var(--tm-danger); font-size: 0.875rem; font-weight: 600; }
.tm-fieldset { border: 1px solid var(--tm-line); border-radius: 10px; padding: 16px; margin: 0; display: grid; gap: 12px; }
.tm-fieldset legend { padding: 0 6px; }
.tm-row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr) auto; gap: 8px; align-items: start; }
.tm-check-field { display: grid; grid-template-columns: auto 1fr; column-gap: 8px; row-gap: 2px; align-items: center; }
.tm-check-field input { width: 1.125rem; height: 1.125rem; margin: 0; }
.tm-check-field .tm-hint { grid-column: 2; }
.tm-viewport { display: flex; align-items: flex-end; gap: 8px; flex-wrap: wrap; }
.tm-viewport .tm-field { width: 9rem; }
.tm-field input.tm-input-short { width: 9rem; }
.tm-viewport-x { padding-bottom: 10px; color: var(--tm-muted); }
.tm-form-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding-top: 4px; }
.tm-two-col { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 20px; }
@media (max-width: 720px) { .tm-two-col { grid-template-columns: minmax(0, 1fr); } }

.tm-step-list { margin: 0; padding: 0; list-style: none; counter-reset: tm-step; border: 1px solid var(--tm-line); border-radius: 10px; overflow: hidden; }
.tm-step-list li { counter-increment: tm-step; display: grid; grid-template-columns: 3rem minmax(0, 1fr); border-bottom: 1px solid var(--tm-line); }
.tm-step-list li:last-child { border-bottom: 0; }
.tm-step-list li::before { content: counter(tm-step); padding: 8px 12px; text-align: right; color: var(--tm-muted); background: var(--tm-soft);
  font-variant-numeric: tabular-nums; font-size: 0.875rem; }
.tm-step-list .tm-step-text { padding: 8px 12px; white-space: pre-wrap; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; }

.tm-details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 20px; margin: 0; }
.tm-details dt { color: var(--tm-muted); font-weight: 600; }
.tm-details dd { margin: 0; overflow-wrap: anywhere; }
.tm-plain-list { list-style: none; margin: 0; padding: 0; }
.tm-view-grid { display: grid; grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); gap: 32px; align-items: start; }
@media (max-width: 880px) { .tm-plain-list { list-style: none; margin: 0; padding: 0; }
.tm-view-grid { grid-template-columns: minmax(0, 1fr); } }

.tm-groups { display: grid; gap: 28px; }
.tm-group-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; margin-bottom: 10px; }
.tm-group-header h2 { margin: 0; font-size: 1.1rem; }
.tm-case-list { list-style: none; margin: 0; padding: 0; border: 1px solid var(--tm-line); border-radius: 10px; }
.tm-case { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 8px 20px; align-items: center; padding: 12px 16px; border-bottom: 1px solid var(--tm-line); }
.tm-case:last-child { border-bottom: 0; }
.tm-case-run { text-align: right; }
@media (max-width: 640px) { .tm-case { grid-template-columns: minmax(0, 1fr) auto; } .tm-case-run { grid-column: 1; text-align: left; } }

.tm-example { margin: 12px auto 0; max-width: 34rem; text-align: left; background: #16161f; color: #e8e8f0; border-radius: 10px; padding: 14px 18px;
  overflow-x: auto; line-height: 1.6; }
.tm-steps-how { margin: 0; padding-left: 1.25rem; text-align: left; max-width: 34rem; margin-inline: auto; }
.tm-steps-how li { margin-bottom: 6px; }

.tm-help { border: 1px solid var(--tm-line); border-radius: 8px; background: var(--tm-soft); }
.tm-help > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
.tm-help-body { padding: 0 14px 12px; font-size: 0.9rem; }
.tm-help-body ul { margin: 0 0 8px; padding-left: 1.25rem; }
.tm-help-body li { margin-bottom: 4px; }
.tm-step-errors { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.tm-step-errors li { border-left: 3px solid var(--tm-danger); padding: 4px 10px; background: #fff5f4; font-size: 0.875rem; }
.tm-suggestion { margin-left: 4px; }
.tm-steps-ok { color: var(--tm-ok); font-size: 0.875rem; font-weight: 600; margin: 0; }
/* The check's one-line verdict appears when the steps box loses focus: its line is kept free beforehand, so a
   click on "Create test" straight from the box does not land where the button was before it moved. */
.tm-steps-status { min-height: 1.5rem; }
.tm-steps-status > p { line-height: 1.5rem; }

.tm-dialog-backdrop { position: fixed; inset: 0; background: rgba(28, 28, 40, 0.45); display: grid; place-items: center; padding: 16px; z-index: 1000; }
.tm-dialog { background: #fff; border-radius: 12px; width: min(30rem, 100%); max-height: calc(100vh - 32px); overflow: auto; padding: 24px;
  box-shadow: 0 24px 48px rgba(28, 28, 40, 0.25); }
.tm-dialog:focus { outline: none; }
.tm-dialog h2 { margin: 0 0 8px; }
.tm-dialog .tm-form-actions { justify-content: flex-end; margin-top: 20px; }
`;

/** Marks the one <style> element this remote inserts into a document. */
export const TESTS_STYLE_ATTRIBUTE = 'data-verity-tests';

export function ensureTestsStyles(doc: Document = document): void {
  if (doc.head.querySelector(`style[${TESTS_STYLE_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(TESTS_STYLE_ATTRIBUTE, '');
  style.textContent = TESTS_CSS;
  doc.head.appendChild(style);
}

/** Called by every screen's frame, so the styles are there before its first paint. */
export function useTestsStyles(): void {
  useInsertionEffect(() => ensureTestsStyles(document), []);
}
