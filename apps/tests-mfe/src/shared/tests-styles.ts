import { type RemoteStylesheet } from '@verity/mfe';

/**
 * What the tests screens alone show; buttons, tables, alerts, dialogs and the rest come from @verity/ui's kit.
 * Every rule is scoped under the remote's root class `tm`, so nothing here restyles the shell or another remote.
 */
export const TESTS_CSS = `
.tm h1 { margin: 0; font-size: 1.75rem; line-height: 1.2; }
.tm h3 { margin: 0 0 8px; font-size: 1rem; }
.tm code, .tm pre, .tm kbd, .tm .tm-mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }

:where(.tm) .tm-page-header { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 12px 24px; margin-bottom: 24px; }
:where(.tm) .tm-page-header > div:first-child { min-width: 0; flex: 1 1 24rem; }
:where(.tm) .tm-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }

:where(.tm) .tm-card { border: 1px solid var(--ui-line); border-radius: 10px; padding: 20px; background: #fff; }

:where(.tm) .tm-status { display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px 2px 8px; border-radius: 999px; font-size: 0.8125rem;
  font-weight: 600; white-space: nowrap; border: 1px solid transparent; }
:where(.tm) .tm-status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: currentColor; flex: none; }
:where(.tm) .tm-status-completed { color: var(--ui-ok); background: #ecfdf3; border-color: #abefc6; }
:where(.tm) .tm-status-failed { color: var(--ui-danger); background: #fef3f2; border-color: #fecdca; }
:where(.tm) .tm-status-running, :where(.tm) .tm-status-pending, :where(.tm) .tm-status-created { color: var(--ui-accent); background: #eef0ff; border-color: #c7ccff; }
:where(.tm) .tm-status-cancelled, :where(.tm) .tm-status-unknown, :where(.tm) .tm-status-none { color: var(--ui-muted); background: var(--ui-soft); border-color: var(--ui-line); }
:where(.tm) .tm-status-none::before { background: transparent; border: 1px solid currentColor; }
@media (prefers-reduced-motion: no-preference) {
  :where(.tm) .tm-status-running::before, :where(.tm) .tm-status-pending::before { animation: tm-pulse 1.2s ease-in-out infinite; }
}
@keyframes tm-pulse { 50% { opacity: 0.3; } }
:where(.tm) .ui-empty h2, :where(.tm) .ui-empty h3 { margin-bottom: 6px; }
:where(.tm) .ui-empty .tm-actions { justify-content: center; margin-top: 16px; }

:where(.tm) .tm-stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 0 0 28px; padding: 0; }
:where(.tm) .tm-stat { border: 1px solid var(--ui-line); border-radius: 10px; padding: 14px 16px; margin: 0; }
:where(.tm) .tm-stat dt { font-size: 0.8125rem; color: var(--ui-muted); font-weight: 600; }
:where(.tm) .tm-stat dd { margin: 4px 0 0; font-size: 1.5rem; font-weight: 700; }
:where(.tm) .ui-table caption { text-align: left; }
:where(.tm) .ui-table .tm-col-actions { text-align: right; white-space: nowrap; width: 1%; }
:where(.tm) .tm-test-name { font-weight: 600; }
:where(.tm) .tm-url { display: block; color: var(--ui-muted); font-size: 0.8125rem; max-width: 28ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where(.tm) .tm-last-run { text-decoration: none; color: inherit; display: inline-block; }
:where(.tm) .tm-last-run:hover .tm-when { text-decoration: underline; }
:where(.tm) .tm-when { display: block; color: var(--ui-muted); font-size: 0.8125rem; margin-top: 2px; }

:where(.tm) .tm-layout { display: grid; grid-template-columns: 200px minmax(0, 1fr); gap: 24px; align-items: start; }
@media (max-width: 820px) { :where(.tm) .tm-layout { grid-template-columns: minmax(0, 1fr); } }
:where(.tm) .tm-sidebar h2 { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--ui-muted); margin: 0 0 8px; }
:where(.tm) .tm-folder-list { list-style: none; margin: 0 0 12px; padding: 0; display: grid; gap: 2px; }
:where(.tm) .tm-folder-button { width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 8px; font: inherit; text-align: left;
  padding: 6px 10px; border-radius: 6px; border: 1px solid transparent; background: transparent; color: var(--ui-ink); cursor: pointer; }
:where(.tm) .tm-folder-button:hover { background: var(--ui-soft); }
:where(.tm) .tm-folder-button[aria-current='true'] { background: #eef0ff; border-color: #c7ccff; font-weight: 600; }
:where(.tm) .tm-folder-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where(.tm) .tm-folder-deleted .tm-folder-name { text-decoration: line-through; color: var(--ui-muted); }
:where(.tm) .tm-count { color: var(--ui-muted); font-size: 0.8125rem; font-variant-numeric: tabular-nums; }
:where(.tm) .tm-toggle { display: flex; align-items: center; gap: 8px; font-size: 0.875rem; margin-top: 8px; cursor: pointer; }
:where(.tm) .tm-toggle input { width: 16px; height: 16px; margin: 0; }

:where(.tm) .tm-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px 16px; margin-bottom: 12px; }
:where(.tm) .tm-toolbar .tm-field { flex: 1 1 16rem; }
:where(.tm) .tm-toolbar .tm-field-sort { flex: 0 0 auto; }
:where(.tm) .tm-result-count { margin: 0 0 8px; color: var(--ui-muted); font-size: 0.875rem; }
:where(.tm) .tm-badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 0.75rem; font-weight: 600; background: var(--ui-soft);
  color: var(--ui-muted); border: 1px solid var(--ui-line); vertical-align: middle; }

:where(.tm) .tm-form { display: grid; gap: 20px; max-width: 720px; }
:where(.tm) .tm-field { display: grid; gap: 6px; align-content: start; }
:where(.tm) .tm-field > label, :where(.tm) .tm-fieldset legend, :where(.tm) .tm-label { font-weight: 600; }
:where(.tm) .tm-optional { font-weight: 400; color: var(--ui-muted); }
:where(.tm) .tm-input, :where(.tm) .tm-field input:not([type='checkbox']):not([type='radio']), :where(.tm) .tm-field select, :where(.tm) .tm-field textarea {
  font: inherit; padding: 8px 12px; border: 1px solid var(--ui-field); border-radius: 6px; background: #fff; color: var(--ui-ink); width: 100%; }
:where(.tm) .tm-field select:disabled { background: var(--ui-soft); color: var(--ui-muted); cursor: not-allowed; }
:where(.tm) .tm-field textarea { resize: vertical; min-height: 8rem; line-height: 1.5; }
:where(.tm) .tm-field .tm-steps-input { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; min-height: 14rem; }
.tm [aria-invalid='true'] { border-color: var(--ui-danger); box-shadow: 0 0 0 1px var(--ui-danger); }
:where(.tm) .tm-fieldset { border: 1px solid var(--ui-line); border-radius: 10px; padding: 16px; margin: 0; display: grid; gap: 12px; }
:where(.tm) .tm-fieldset legend { padding: 0 6px; }
:where(.tm) .tm-row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr) auto auto; gap: 8px; align-items: start; }
:where(.tm) .tm-field-check > label { font-weight: 400; display: flex; align-items: center; gap: 6px; min-height: 2.5rem; white-space: nowrap; }
:where(.tm) .tm-field-check input { width: 1.125rem; height: 1.125rem; margin: 0; }
/* On a phone a variable takes two lines: its name and value, then Secret and Remove. */
@media (max-width: 560px) {
  :where(.tm) .tm-row { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  :where(.tm) .tm-row .tm-field-check .tm-label, :where(.tm) .tm-row > .tm-field:last-child .tm-label { display: none; }
}
:where(.tm) .tm-check-field { display: grid; grid-template-columns: auto 1fr; column-gap: 8px; row-gap: 2px; align-items: center; }
:where(.tm) .tm-check-field input { width: 1.125rem; height: 1.125rem; margin: 0; }
:where(.tm) .tm-check-field .ui-hint, :where(.tm) .tm-check-field .tm-warning { grid-column: 2; }
:where(.tm) .tm-warning { margin: 0; color: var(--ui-warn); font-size: 0.875rem; font-weight: 600; }
:where(.tm) .tm-viewport { display: flex; align-items: flex-end; gap: 8px; flex-wrap: wrap; }
:where(.tm) .tm-viewport .tm-field { width: 9rem; }
:where(.tm) .tm-field input.tm-input-short { width: 9rem; }
:where(.tm) .tm-viewport-x { padding-bottom: 10px; color: var(--ui-muted); }
:where(.tm) .tm-form-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding-top: 4px; }
:where(.tm) .tm-two-col { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 20px; }
@media (max-width: 720px) { :where(.tm) .tm-two-col { grid-template-columns: minmax(0, 1fr); } }

:where(.tm) .tm-step-list { margin: 0; padding: 0; list-style: none; counter-reset: tm-step; border: 1px solid var(--ui-line); border-radius: 10px; overflow: hidden; }
:where(.tm) .tm-step-list li { counter-increment: tm-step; display: grid; grid-template-columns: 3rem minmax(0, 1fr); border-bottom: 1px solid var(--ui-line); }
:where(.tm) .tm-step-list li:last-child { border-bottom: 0; }
:where(.tm) .tm-step-list li::before { content: counter(tm-step); padding: 8px 12px; text-align: right; color: var(--ui-muted); background: var(--ui-soft);
  font-variant-numeric: tabular-nums; font-size: 0.875rem; }
:where(.tm) .tm-step-list .tm-step-text { padding: 8px 12px; white-space: pre-wrap; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; }

:where(.tm) .tm-details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 20px; margin: 0; }
:where(.tm) .tm-details dt { color: var(--ui-muted); font-weight: 600; }
:where(.tm) .tm-details dd { margin: 0; overflow-wrap: anywhere; }
:where(.tm) .tm-plain-list { list-style: none; margin: 0; padding: 0; }
:where(.tm) .tm-schedules { margin: 32px 0; }
:where(.tm) .tm-schedule-list { list-style: none; margin: 0; padding: 0; border: 1px solid var(--ui-line); border-radius: 10px; }
:where(.tm) .tm-schedule { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-start; gap: 8px 16px; padding: 12px 16px; border-bottom: 1px solid var(--ui-line); }
:where(.tm) .tm-schedule:last-child { border-bottom: 0; }
:where(.tm) .tm-schedule p { margin: 0 0 2px; }
:where(.tm) .tm-schedule-skipped { color: var(--ui-danger); font-size: 0.875rem; }
:where(.tm) .tm-schedule-form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px 16px; margin-top: 12px; padding: 16px; border: 1px solid var(--ui-line); border-radius: 10px; }
:where(.tm) .tm-schedule-form .ui-field-error { flex-basis: 100%; }
:where(.tm) .tm-view-grid { display: grid; grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); gap: 32px; align-items: start; }
@media (max-width: 880px) { :where(.tm) .tm-plain-list { list-style: none; margin: 0; padding: 0; }
:where(.tm) .tm-view-grid { grid-template-columns: minmax(0, 1fr); } }

:where(.tm) .tm-groups { display: grid; gap: 28px; }
:where(.tm) .tm-group-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; margin-bottom: 10px; }
:where(.tm) .tm-group-header h2 { margin: 0; font-size: 1.1rem; }
:where(.tm) .tm-case-list { list-style: none; margin: 0; padding: 0; border: 1px solid var(--ui-line); border-radius: 10px; }
:where(.tm) .tm-case { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: 8px 20px; align-items: center; padding: 12px 16px; border-bottom: 1px solid var(--ui-line); }
:where(.tm) .tm-case:last-child { border-bottom: 0; }
:where(.tm) .tm-case-run { text-align: right; }
@media (max-width: 640px) { :where(.tm) .tm-case { grid-template-columns: minmax(0, 1fr) auto; } :where(.tm) .tm-case-run { grid-column: 1; text-align: left; } }

:where(.tm) .tm-example { margin: 12px auto 0; max-width: 34rem; text-align: left; background: #16161f; color: #e8e8f0; border-radius: 10px; padding: 14px 18px;
  overflow-x: auto; line-height: 1.6; }
:where(.tm) .tm-steps-how { margin: 0; padding-left: 1.25rem; text-align: left; max-width: 34rem; margin-inline: auto; }
:where(.tm) .tm-steps-how li { margin-bottom: 6px; }

:where(.tm) .tm-help { border: 1px solid var(--ui-line); border-radius: 8px; background: var(--ui-soft); }
:where(.tm) .tm-help > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
:where(.tm) .tm-help-body { padding: 0 14px 12px; font-size: 0.9rem; }
:where(.tm) .tm-help-body ul { margin: 0 0 8px; padding-left: 1.25rem; }
:where(.tm) .tm-help-body li { margin-bottom: 4px; }
:where(.tm) .tm-step-errors { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
:where(.tm) .tm-step-errors li { border-left: 3px solid var(--ui-danger); padding: 4px 10px; background: #fff5f4; font-size: 0.875rem; }
:where(.tm) .tm-suggestion { margin-left: 4px; }
:where(.tm) .tm-steps-ok { color: var(--ui-ok); font-size: 0.875rem; font-weight: 600; margin: 0; }
:where(.tm) /* The check's one-line verdict appears when the steps box loses focus: its line is kept free beforehand, :where(.tm) so a click on "Create test" straight from the box does not land where the button was before it moved. */ .tm-steps-status { min-height: 1.5rem; }
:where(.tm) .tm-steps-status > p { line-height: 1.5rem; }
:where(.tm) .ui-dialog .tm-form-actions { justify-content: flex-end; margin-top: 20px; }
`;

export const TESTS_STYLESHEET: RemoteStylesheet = { attribute: 'data-verity-tests', css: TESTS_CSS };
