import { type RemoteStylesheet } from '@verity/mfe';

/**
 * What the run screens alone show; buttons, tables, alerts, dialogs and the rest come from @verity/ui's kit.
 * Every rule is scoped under the remote's root class `rm`, so nothing here restyles the shell or another remote.
 */
export const RUNS_CSS = `
.rm h1 { margin: 0; font-size: 1.75rem; line-height: 1.2; overflow-wrap: anywhere; }
.rm h3 { margin: 0; font-size: 1rem; line-height: 1.4; }
.rm code, .rm pre, .rm .rm-mono { font-family: var(--ui-mono); font-size: 0.875em; }

:where(.rm) .rm-page-header { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 12px 24px; margin-bottom: 20px; }
:where(.rm) .rm-page-header > div:first-child { min-width: 0; flex: 1 1 26rem; }
:where(.rm) .rm-badges { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-top: 10px; }
:where(.rm) .rm-session { margin: 10px 0 0; font-size: 0.875rem; color: var(--ui-muted); }
:where(.rm) .rm-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
:where(.rm) .rm-actions + .ui-alert { margin-top: 12px; max-width: 28rem; }
:where(.rm) .rm-card { border: 1px solid var(--ui-line); border-radius: 10px; padding: 16px 20px; background: #fff; }

:where(.rm) .rm-icon { flex: none; }
@media (prefers-reduced-motion: no-preference) { :where(.rm) .rm-icon-spinner { animation: rm-spin 0.9s linear infinite; } }
@keyframes rm-spin { to { transform: rotate(360deg); } }

:where(.rm) .rm-status { display: inline-flex; align-items: center; gap: 4px; padding: 2px 10px 2px 6px; border-radius: 999px; font-size: 0.8125rem;
  font-weight: 600; white-space: nowrap; border: 1px solid transparent; line-height: 1.5; }
:where(.rm) .rm-status-completed { color: var(--ui-ok); background: #ecfdf3; border-color: #abefc6; }
:where(.rm) .rm-status-failed { color: var(--ui-danger); background: #fef3f2; border-color: #fecdca; }
:where(.rm) .rm-status-running { color: var(--ui-accent); background: #eef0ff; border-color: #c7ccff; }
:where(.rm) .rm-status-pending { color: #5925dc; background: #f4f3ff; border-color: #d9d6fe; }
:where(.rm) .rm-status-created { color: #026aa2; background: #f0f9ff; border-color: #b9e6fe; }
:where(.rm) .rm-status-cancelled { color: var(--ui-warn); background: #fffaeb; border-color: #fedf89; }
:where(.rm) .rm-status-unknown { color: var(--ui-muted); background: var(--ui-soft); border-color: var(--ui-line); }

:where(.rm) .rm-step-status { display: inline-flex; align-items: center; gap: 4px; font-size: 0.8125rem; font-weight: 600; white-space: nowrap; }
:where(.rm) .rm-step-status-completed { color: var(--ui-ok); }
:where(.rm) .rm-step-status-failed { color: var(--ui-danger); }
:where(.rm) .rm-step-status-running { color: var(--ui-accent); }
:where(.rm) .rm-step-status-cancelled { color: var(--ui-warn); }
:where(.rm) .rm-step-status-not_started, :where(.rm) .rm-step-status-unknown { color: var(--ui-muted); }

:where(.rm) .rm-verdict { display: inline-flex; align-items: center; gap: 4px; font-size: 0.875rem; font-weight: 600; }
:where(.rm) .rm-verdict-label { color: var(--ui-muted); font-weight: 400; }
:where(.rm) .rm-verdict-passed { color: var(--ui-ok); }
:where(.rm) .rm-verdict-failed { color: var(--ui-danger); }
:where(.rm) .rm-verdict-none { color: var(--ui-muted); }

:where(.rm) .rm-live { display: inline-flex; align-items: center; gap: 6px; font-size: 0.8125rem; color: var(--ui-muted); }
:where(.rm) .rm-live::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--ui-field); }
:where(.rm) .rm-live-on { color: var(--ui-ok); }
:where(.rm) .rm-live-on::before { background: var(--ui-ok); }
@media (prefers-reduced-motion: no-preference) { :where(.rm) .rm-live-on::before { animation: rm-pulse 1.6s ease-in-out infinite; } }
@keyframes rm-pulse { 50% { opacity: 0.35; } }
:where(.rm) .rm-success { border: 1px solid #abefc6; border-radius: 8px; padding: 12px 16px; background: #ecfdf3; margin: 0 0 16px; }
:where(.rm) .rm-success > :last-child { margin-bottom: 0; }
:where(.rm) .ui-empty h2 { margin-bottom: 6px; }
:where(.rm) .ui-empty .rm-actions { justify-content: center; margin-top: 16px; }

:where(.rm) .rm-summary { margin: 16px 0 0; padding: 12px 16px; border-radius: 8px; border-left: 4px solid var(--ui-line); background: var(--ui-soft); }
:where(.rm) .rm-summary-completed { border-left-color: var(--ui-ok); background: #f6fef9; }
:where(.rm) .rm-summary-failed { border-left-color: var(--ui-danger); background: #fffbfa; }
:where(.rm) .rm-summary p:last-child { margin-bottom: 0; }

:where(.rm) .rm-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 10px; margin: 20px 0 0; padding: 0; }
:where(.rm) .rm-fact { border: 1px solid var(--ui-line); border-radius: 8px; padding: 10px 12px; margin: 0; min-width: 0; }
:where(.rm) .rm-fact dt { font-size: 0.75rem; color: var(--ui-muted); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
:where(.rm) .rm-fact dd { margin: 2px 0 0; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
:where(.rm) .rm-fact-date { display: block; font-size: 0.8125rem; font-weight: 400; color: var(--ui-muted); }

:where(.rm) .rm-progress { display: flex; align-items: center; gap: 12px; margin: 0 0 12px; font-size: 0.875rem; color: var(--ui-muted); }
:where(.rm) .rm-progress progress { flex: 1 1 auto; max-width: 320px; height: 8px; accent-color: var(--ui-accent); }
:where(.rm) .ui-table .rm-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
:where(.rm) .rm-run-link { font-weight: 600; }
:where(.rm) .rm-url { display: block; color: var(--ui-muted); font-size: 0.8125rem; max-width: 30ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
:where(.rm) .rm-when { white-space: nowrap; }
@media (max-width: 760px) {
  :where(.rm) .ui-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  :where(.rm) .ui-table, :where(.rm) .ui-table tbody, :where(.rm) .ui-table tr, :where(.rm) .ui-table td { display: block; width: 100%; }
  :where(.rm) .ui-table tr { padding: 10px 4px; border-bottom: 1px solid var(--ui-line); }
  :where(.rm) .ui-table tbody tr:last-child { border-bottom: 0; }
  :where(.rm) .ui-table td { border: 0; padding: 3px 12px; display: flex; gap: 12px; justify-content: space-between; text-align: right; }
  :where(.rm) .ui-table td::before { content: attr(data-label); color: var(--ui-muted); font-size: 0.8125rem; font-weight: 600; text-align: left; }
  :where(.rm) .ui-table td.rm-num { text-align: right; }
}
:where(.rm) .rm-filter { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 0 0 16px; padding: 10px 14px; border-radius: 8px;
  background: var(--ui-soft); border: 1px solid var(--ui-line); }
:where(.rm) .rm-filter p { margin: 0; }
:where(.rm) .rm-toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px; margin: 0 0 12px; }
:where(.rm) .rm-toolbar label { font-weight: 600; font-size: 0.875rem; margin-right: 8px; }
:where(.rm) .rm-toolbar select { font: inherit; padding: 6px 10px; border: 1px solid var(--ui-field); border-radius: 6px; background: #fff; color: var(--ui-ink); }
:where(.rm) .rm-count { color: var(--ui-muted); font-size: 0.875rem; margin: 0; }
:where(.rm) .rm-toolbar h2 { margin: 0; font-size: 1.125rem; }
:where(.rm) .rm-suite-progress { display: grid; gap: 6px; margin: 0 0 16px; font-size: 0.875rem; color: var(--ui-muted); }
:where(.rm) .rm-suite-progress progress { width: 100%; height: 8px; accent-color: var(--ui-accent); }

:where(.rm) .rm-steps { list-style: none; margin: 0; padding: 0; border: 1px solid var(--ui-line); border-radius: 10px; }
:where(.rm) .rm-step { display: grid; grid-template-columns: 2.5rem minmax(0, 1fr) auto; gap: 4px 16px; padding: 14px 16px; border-bottom: 1px solid var(--ui-line); }
:where(.rm) .rm-step:last-child { border-bottom: 0; }
:where(.rm) .rm-step-failed { background: #fffbfa; box-shadow: inset 3px 0 0 var(--ui-danger); }
:where(.rm) .rm-step-running { background: #fafaff; box-shadow: inset 3px 0 0 var(--ui-accent); }
:where(.rm) .rm-step-number { font-variant-numeric: tabular-nums; color: var(--ui-muted); font-weight: 600; padding-top: 1px; }
:where(.rm) .rm-step-body { min-width: 0; display: grid; gap: 6px; align-content: start; }
:where(.rm) .rm-step-body p { margin: 0; }
:where(.rm) .rm-step-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
:where(.rm) .rm-step-instruction { font-family: var(--ui-mono); font-size: 0.9rem; font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
:where(.rm) .rm-step-meta { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 0.8125rem; color: var(--ui-muted); }
:where(.rm) .rm-step-action { font-size: 0.9rem; }
:where(.rm) .rm-locator { font-family: var(--ui-mono); font-size: 0.75rem; color: var(--ui-muted); overflow-wrap: anywhere; }
:where(.rm) .rm-step-error { margin: 0; padding: 8px 12px; border-radius: 6px; background: #fef3f2; border: 1px solid #fecdca; color: #7a271a; font-size: 0.9rem;
  white-space: pre-wrap; overflow-wrap: anywhere; }
:where(.rm) .rm-candidates { font-size: 0.875rem; }
:where(.rm) .rm-fix { margin: 16px 0; padding: 12px 16px; border: 1px solid #abefc6; border-radius: 8px; background: #f6fef9; }
:where(.rm) .rm-fix h3, :where(.rm) .rm-fix h4 { margin: 0 0 8px; font-size: 1rem; }
:where(.rm) .rm-fix-step { margin: 0 0 8px; overflow-wrap: anywhere; }
:where(.rm) .rm-fix-step code { font-family: var(--ui-mono); font-size: 0.875rem; }
:where(.rm) .rm-fix .ui-button { margin-top: 4px; }
:where(.rm) .rm-candidates p { margin: 0 0 4px; font-weight: 600; }
:where(.rm) .rm-candidates ul { margin: 0; padding-left: 1.25rem; }
:where(.rm) .rm-candidates li { font-family: var(--ui-mono); font-size: 0.8125rem; overflow-wrap: anywhere; }
:where(.rm) .rm-expanded { font-size: 0.875rem; }
:where(.rm) .rm-expanded p { margin: 0 0 4px; color: var(--ui-muted); }
:where(.rm) .rm-expanded ol { margin: 0; padding-left: 0; list-style: none; }
:where(.rm) .rm-expanded li { font-family: var(--ui-mono); font-size: 0.8125rem; overflow-wrap: anywhere; }
:where(.rm) .rm-expanded-mark { display: inline-block; width: 1.25rem; }
:where(.rm) .rm-expanded-completed .rm-expanded-mark { color: var(--ui-ok); }
:where(.rm) .rm-expanded-failed { color: var(--ui-danger); }
:where(.rm) .rm-step-shot { align-self: start; }
:where(.rm) .rm-note { padding: 8px 16px 8px calc(2.5rem + 32px); border-bottom: 1px solid var(--ui-line); color: var(--ui-muted); font-family: var(--ui-mono);
  font-size: 0.8125rem; white-space: pre-wrap; overflow-wrap: anywhere; }
:where(.rm) .rm-note:last-child { border-bottom: 0; }
@media (max-width: 640px) {
  :where(.rm) .rm-step { grid-template-columns: 2rem minmax(0, 1fr); }
  :where(.rm) .rm-step-shot { grid-column: 2; }
  :where(.rm) .rm-note { padding-left: calc(2rem + 32px); }
}

:where(.rm) .rm-thumb { display: block; padding: 0; border: 1px solid var(--ui-line); border-radius: 6px; background: var(--ui-soft); cursor: zoom-in;
  width: 160px; aspect-ratio: 16 / 10; overflow: hidden; color: var(--ui-muted); font: inherit; font-size: 0.75rem; }
:where(.rm) .rm-thumb:hover { border-color: var(--ui-accent); }
:where(.rm) .rm-thumb img { display: block; width: 100%; height: 100%; object-fit: cover; object-position: top left; }
:where(.rm) .rm-thumb-placeholder { display: grid; place-items: center; height: 100%; padding: 4px; text-align: center; }
:where(.rm) .rm-shot-missing { width: 160px; aspect-ratio: 16 / 10; display: grid; place-items: center; text-align: center; padding: 8px;
  border: 1px dashed var(--ui-field); border-radius: 6px; color: var(--ui-muted); font-size: 0.75rem; }
:where(.rm) .rm-shot-large { display: block; max-width: 100%; max-height: calc(100vh - 120px); width: auto; height: auto; margin: 0 auto;
  border: 1px solid var(--ui-line); border-radius: 6px; }
:where(.rm) .rm-figure { margin: 0; display: grid; gap: 6px; min-width: 0; }
:where(.rm) .rm-figure figcaption { font-size: 0.875rem; color: var(--ui-muted); }
:where(.rm) .rm-figure figcaption strong { color: var(--ui-ink); }
:where(.rm) .rm-figure .rm-thumb, :where(.rm) .rm-figure .rm-shot-missing { width: 100%; }
:where(.rm) .rm-shots { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
@media (max-width: 640px) { :where(.rm) .rm-shots { grid-template-columns: minmax(0, 1fr); } }
:where(.rm) .rm-visual { margin: 12px 0; display: grid; gap: 8px; }
:where(.rm) .rm-visual h3, :where(.rm) .rm-visual h4 { margin: 0; font-size: 1rem; }
:where(.rm) .rm-visual p { margin: 0; }
:where(.rm) .rm-visual > button { justify-self: start; }
:where(.rm) .rm-visual-shots { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
/* Whole pictures, side by side: an element's picture is wide and short, the window's as the window. */
:where(.rm) .rm-visual-shots .rm-thumb { background: #fff; }
:where(.rm) .rm-visual-shots .rm-thumb img { object-fit: contain; object-position: top center; }
@media (max-width: 760px) { :where(.rm) .rm-visual-shots { grid-template-columns: minmax(0, 1fr); } }

:where(.rm) .rm-details { border: 1px solid var(--ui-line); border-radius: 8px; margin: 0 0 10px; background: #fff; }
:where(.rm) .rm-details > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
:where(.rm) .rm-details > summary .rm-count-badge { margin-left: 6px; }
:where(.rm) .rm-details-body { padding: 0 14px 12px; }
:where(.rm) .rm-details-body ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
:where(.rm) .rm-details-body li { font-size: 0.875rem; padding: 6px 10px; border-radius: 6px; background: var(--ui-soft); overflow-wrap: anywhere; }
:where(.rm) .rm-count-badge { display: inline-block; min-width: 1.5em; padding: 0 6px; border-radius: 999px; font-size: 0.75rem; font-weight: 700; text-align: center;
  background: var(--ui-soft); border: 1px solid var(--ui-line); color: var(--ui-muted); }
:where(.rm) .rm-count-badge-alert { background: #fef3f2; border-color: #fecdca; color: var(--ui-danger); }
:where(.rm) .rm-trace { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
:where(.rm) .rm-trace p { margin: 0; font-size: 0.875rem; color: var(--ui-muted); flex: 1 1 20rem; }

:where(.rm) .rm-review-grid { display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); gap: 28px; align-items: start; }
@media (max-width: 880px) { :where(.rm) .rm-review-grid { grid-template-columns: minmax(0, 1fr); } }
:where(.rm) .rm-instruction-box { margin: 0 0 20px; padding: 10px 14px; border-radius: 8px; background: var(--ui-soft); border: 1px solid var(--ui-line);
  font-family: var(--ui-mono); font-size: 0.9rem; font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
:where(.rm) .rm-after-shots { margin-top: 12px; }
:where(.rm) .rm-reason { margin: 8px 0 12px; padding: 12px 14px; border-radius: 8px; background: #fef3f2; border: 1px solid #fecdca; color: #7a271a;
  white-space: pre-wrap; overflow-wrap: anywhere; }
:where(.rm) .rm-form { display: grid; gap: 16px; }
:where(.rm) .rm-fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 8px; }
:where(.rm) .rm-fieldset legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
:where(.rm) .rm-choice { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 2px 10px; align-items: start; padding: 10px 12px; border: 1px solid var(--ui-line);
  border-radius: 8px; cursor: pointer; }
:where(.rm) .rm-choice:hover { background: var(--ui-soft); }
:where(.rm) .rm-choice:has(input:checked) { border-color: var(--ui-accent); background: #f3f2ff; }
:where(.rm) .rm-choice input { margin: 3px 0 0; width: 16px; height: 16px; accent-color: var(--ui-accent); }
:where(.rm) .rm-choice-title { font-weight: 600; }
:where(.rm) .rm-choice-hint { grid-column: 2; font-size: 0.875rem; color: var(--ui-muted); }
:where(.rm) .rm-field { display: grid; gap: 6px; }
:where(.rm) .rm-field label { font-weight: 600; }
:where(.rm) .rm-field textarea { font: inherit; padding: 8px 12px; border: 1px solid var(--ui-field); border-radius: 6px; min-height: 6rem; resize: vertical; width: 100%; }
:where(.rm) .rm-saved-review dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 16px; margin: 0 0 12px; }
:where(.rm) .rm-saved-review dt { color: var(--ui-muted); font-weight: 600; }
:where(.rm) .rm-saved-review dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

export const RUNS_STYLESHEET: RemoteStylesheet = { attribute: 'data-verity-runs', css: RUNS_CSS };
