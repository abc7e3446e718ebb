import { insertStyleSheet, useStyleSheet } from '@verity/ui';

/**
 * The run screens' CSS. rspack compiles TypeScript only (no CSS loader), so like @verity/ui's styles it ships
 * as a string inserted once per document. Every class starts with `rm-` so nothing here restyles the shell or
 * another remote; colours read the shell's custom properties, with fallbacks for the standalone page and tests.
 */
export const RUNS_CSS = `
.rm { --rm-ink: var(--ink, #1c1c28); --rm-muted: var(--muted, #5b5b6e); --rm-accent: var(--accent, #4f46e5);
  --rm-line: var(--line, #e2e2ea); --rm-danger: var(--danger, #b42318); --rm-ok: #067647; --rm-warn: #b54708;
  --rm-soft: #f6f6fb; --rm-field: #b8b8c8; --rm-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--rm-ink); }
.rm h1 { margin: 0; font-size: 1.75rem; line-height: 1.2; overflow-wrap: anywhere; }
.rm h2 { margin: 0 0 12px; font-size: 1.2rem; line-height: 1.3; }
.rm h3 { margin: 0; font-size: 1rem; line-height: 1.4; }
.rm p { margin: 0 0 12px; }
.rm code, .rm pre, .rm .rm-mono { font-family: var(--rm-mono); font-size: 0.875em; }
.rm-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.rm-muted { color: var(--rm-muted); }
.rm-small { font-size: 0.875rem; }
.rm-lead { color: var(--rm-muted); max-width: 46em; margin-top: 6px; }

.rm-page-header { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 12px 24px; margin-bottom: 20px; }
.rm-page-header > div:first-child { min-width: 0; flex: 1 1 26rem; }
.rm-breadcrumb { margin: 0 0 6px; font-size: 0.875rem; color: var(--rm-muted); }
.rm-breadcrumb a { color: var(--rm-muted); }
.rm-badges { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-top: 10px; }
.rm-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.rm-actions + .rm-alert { margin-top: 12px; max-width: 28rem; }

.rm-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; font: inherit; font-weight: 600; line-height: 1.25;
  padding: 8px 14px; border-radius: 6px; border: 1px solid var(--rm-accent); background: var(--rm-accent); color: #fff; cursor: pointer;
  text-decoration: none; white-space: nowrap; }
.rm-button:hover { filter: brightness(1.08); }
.rm-button:disabled { opacity: 0.6; cursor: not-allowed; filter: none; }
.rm-button-secondary { background: #fff; color: var(--rm-ink); border-color: var(--rm-field); }
.rm-button-secondary:hover { background: var(--rm-soft); filter: none; }
.rm-button-danger { background: var(--rm-danger); border-color: var(--rm-danger); color: #fff; }
.rm-button-danger-outline { background: #fff; color: var(--rm-danger); border-color: #fecdca; }
.rm-button-danger-outline:hover { background: #fef3f2; filter: none; }
.rm-button-small { padding: 4px 10px; font-size: 0.875rem; }
.rm-link-button { font: inherit; background: none; border: 0; padding: 0; color: var(--rm-accent); text-decoration: underline; cursor: pointer; }

.rm-section { margin-top: 32px; }
.rm-section-header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 16px; margin-bottom: 12px; }
.rm-section-header h2 { margin: 0; }
.rm-card { border: 1px solid var(--rm-line); border-radius: 10px; padding: 16px 20px; background: #fff; }

.rm-icon { flex: none; }
@media (prefers-reduced-motion: no-preference) { .rm-icon-spinner { animation: rm-spin 0.9s linear infinite; } }
@keyframes rm-spin { to { transform: rotate(360deg); } }

.rm-status { display: inline-flex; align-items: center; gap: 4px; padding: 2px 10px 2px 6px; border-radius: 999px; font-size: 0.8125rem;
  font-weight: 600; white-space: nowrap; border: 1px solid transparent; line-height: 1.5; }
.rm-status-completed { color: var(--rm-ok); background: #ecfdf3; border-color: #abefc6; }
.rm-status-failed { color: var(--rm-danger); background: #fef3f2; border-color: #fecdca; }
.rm-status-running { color: var(--rm-accent); background: #eef0ff; border-color: #c7ccff; }
.rm-status-pending { color: #5925dc; background: #f4f3ff; border-color: #d9d6fe; }
.rm-status-created { color: #026aa2; background: #f0f9ff; border-color: #b9e6fe; }
.rm-status-cancelled { color: var(--rm-warn); background: #fffaeb; border-color: #fedf89; }
.rm-status-unknown { color: var(--rm-muted); background: var(--rm-soft); border-color: var(--rm-line); }

.rm-step-status { display: inline-flex; align-items: center; gap: 4px; font-size: 0.8125rem; font-weight: 600; white-space: nowrap; }
.rm-step-status-completed { color: var(--rm-ok); }
.rm-step-status-failed { color: var(--rm-danger); }
.rm-step-status-running { color: var(--rm-accent); }
.rm-step-status-cancelled { color: var(--rm-warn); }
.rm-step-status-not_started, .rm-step-status-unknown { color: var(--rm-muted); }

.rm-verdict { display: inline-flex; align-items: center; gap: 4px; font-size: 0.875rem; font-weight: 600; }
.rm-verdict-label { color: var(--rm-muted); font-weight: 400; }
.rm-verdict-passed { color: var(--rm-ok); }
.rm-verdict-failed { color: var(--rm-danger); }
.rm-verdict-none { color: var(--rm-muted); }

.rm-live { display: inline-flex; align-items: center; gap: 6px; font-size: 0.8125rem; color: var(--rm-muted); }
.rm-live::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--rm-field); }
.rm-live-on { color: var(--rm-ok); }
.rm-live-on::before { background: var(--rm-ok); }
@media (prefers-reduced-motion: no-preference) { .rm-live-on::before { animation: rm-pulse 1.6s ease-in-out infinite; } }
@keyframes rm-pulse { 50% { opacity: 0.35; } }

.rm-alert { border: 1px solid var(--rm-danger); border-radius: 8px; padding: 12px 16px; background: #fff5f4; margin: 0 0 16px; }
.rm-alert > :last-child { margin-bottom: 0; }
.rm-alert-title { font-weight: 700; margin: 0 0 4px; color: var(--rm-danger); }
.rm-notice { border: 1px solid #c7ccff; border-radius: 8px; padding: 12px 16px; background: #f3f2ff; margin: 0 0 16px; }
.rm-notice > :last-child { margin-bottom: 0; }
.rm-success { border: 1px solid #abefc6; border-radius: 8px; padding: 12px 16px; background: #ecfdf3; margin: 0 0 16px; }
.rm-success > :last-child { margin-bottom: 0; }
.rm-loading { color: var(--rm-muted); padding: 24px 0; }
.rm-skeleton { height: 14px; border-radius: 4px; background: linear-gradient(90deg, #f0f0f5, #e6e6ee, #f0f0f5); margin: 10px 0; }
.rm-empty { text-align: center; padding: 40px 24px; border: 1px dashed var(--rm-field); border-radius: 10px; background: var(--rm-soft); }
.rm-empty h2 { margin-bottom: 6px; }
.rm-empty .rm-actions { justify-content: center; margin-top: 16px; }

.rm-summary { margin: 16px 0 0; padding: 12px 16px; border-radius: 8px; border-left: 4px solid var(--rm-line); background: var(--rm-soft); }
.rm-summary-completed { border-left-color: var(--rm-ok); background: #f6fef9; }
.rm-summary-failed { border-left-color: var(--rm-danger); background: #fffbfa; }
.rm-summary p:last-child { margin-bottom: 0; }

.rm-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 10px; margin: 20px 0 0; padding: 0; }
.rm-fact { border: 1px solid var(--rm-line); border-radius: 8px; padding: 10px 12px; margin: 0; min-width: 0; }
.rm-fact dt { font-size: 0.75rem; color: var(--rm-muted); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.rm-fact dd { margin: 2px 0 0; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.rm-fact-date { display: block; font-size: 0.8125rem; font-weight: 400; color: var(--rm-muted); }

.rm-progress { display: flex; align-items: center; gap: 12px; margin: 0 0 12px; font-size: 0.875rem; color: var(--rm-muted); }
.rm-progress progress { flex: 1 1 auto; max-width: 320px; height: 8px; accent-color: var(--rm-accent); }

.rm-table-wrap { overflow-x: auto; border: 1px solid var(--rm-line); border-radius: 10px; }
.rm-table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
.rm-table th, .rm-table td { padding: 10px 12px; text-align: left; vertical-align: middle; border-bottom: 1px solid var(--rm-line); }
.rm-table thead th { font-size: 0.8125rem; color: var(--rm-muted); font-weight: 600; background: var(--rm-soft); white-space: nowrap; }
.rm-table tbody tr:last-child > * { border-bottom: 0; }
.rm-table tbody tr:hover { background: #fafaff; }
.rm-table .rm-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.rm-run-link { font-weight: 600; }
.rm-url { display: block; color: var(--rm-muted); font-size: 0.8125rem; max-width: 30ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rm-when { white-space: nowrap; }
@media (max-width: 760px) {
  .rm-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .rm-table, .rm-table tbody, .rm-table tr, .rm-table td { display: block; width: 100%; }
  .rm-table tr { padding: 10px 4px; border-bottom: 1px solid var(--rm-line); }
  .rm-table tbody tr:last-child { border-bottom: 0; }
  .rm-table td { border: 0; padding: 3px 12px; display: flex; gap: 12px; justify-content: space-between; text-align: right; }
  .rm-table td::before { content: attr(data-label); color: var(--rm-muted); font-size: 0.8125rem; font-weight: 600; text-align: left; }
  .rm-table td.rm-num { text-align: right; }
}
.rm-filter { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 0 0 16px; padding: 10px 14px; border-radius: 8px;
  background: var(--rm-soft); border: 1px solid var(--rm-line); }
.rm-filter p { margin: 0; }
.rm-toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px; margin: 0 0 12px; }
.rm-toolbar label { font-weight: 600; font-size: 0.875rem; margin-right: 8px; }
.rm-toolbar select { font: inherit; padding: 6px 10px; border: 1px solid var(--rm-field); border-radius: 6px; background: #fff; color: var(--rm-ink); }
.rm-count { color: var(--rm-muted); font-size: 0.875rem; margin: 0; }

.rm-steps { list-style: none; margin: 0; padding: 0; border: 1px solid var(--rm-line); border-radius: 10px; }
.rm-step { display: grid; grid-template-columns: 2.5rem minmax(0, 1fr) auto; gap: 4px 16px; padding: 14px 16px; border-bottom: 1px solid var(--rm-line); }
.rm-step:last-child { border-bottom: 0; }
.rm-step-failed { background: #fffbfa; box-shadow: inset 3px 0 0 var(--rm-danger); }
.rm-step-running { background: #fafaff; box-shadow: inset 3px 0 0 var(--rm-accent); }
.rm-step-number { font-variant-numeric: tabular-nums; color: var(--rm-muted); font-weight: 600; padding-top: 1px; }
.rm-step-body { min-width: 0; display: grid; gap: 6px; align-content: start; }
.rm-step-body p { margin: 0; }
.rm-step-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
.rm-step-instruction { font-family: var(--rm-mono); font-size: 0.9rem; font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
.rm-step-meta { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 0.8125rem; color: var(--rm-muted); }
.rm-step-action { font-size: 0.9rem; }
.rm-locator { font-family: var(--rm-mono); font-size: 0.75rem; color: var(--rm-muted); overflow-wrap: anywhere; }
.rm-step-error { margin: 0; padding: 8px 12px; border-radius: 6px; background: #fef3f2; border: 1px solid #fecdca; color: #7a271a; font-size: 0.9rem;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.rm-candidates { font-size: 0.875rem; }
.rm-fix { margin: 16px 0; padding: 12px 16px; border: 1px solid #abefc6; border-radius: 8px; background: #f6fef9; }
.rm-fix h3, .rm-fix h4 { margin: 0 0 8px; font-size: 1rem; }
.rm-fix-step { margin: 0 0 8px; overflow-wrap: anywhere; }
.rm-fix-step code { font-family: var(--rm-mono); font-size: 0.875rem; }
.rm-fix .rm-button { margin-top: 4px; }
.rm-candidates p { margin: 0 0 4px; font-weight: 600; }
.rm-candidates ul { margin: 0; padding-left: 1.25rem; }
.rm-candidates li { font-family: var(--rm-mono); font-size: 0.8125rem; overflow-wrap: anywhere; }
.rm-expanded { font-size: 0.875rem; }
.rm-expanded p { margin: 0 0 4px; color: var(--rm-muted); }
.rm-expanded ol { margin: 0; padding-left: 0; list-style: none; }
.rm-expanded li { font-family: var(--rm-mono); font-size: 0.8125rem; overflow-wrap: anywhere; }
.rm-expanded-mark { display: inline-block; width: 1.25rem; }
.rm-expanded-completed .rm-expanded-mark { color: var(--rm-ok); }
.rm-expanded-failed { color: var(--rm-danger); }
.rm-step-shot { align-self: start; }
.rm-note { padding: 8px 16px 8px calc(2.5rem + 32px); border-bottom: 1px solid var(--rm-line); color: var(--rm-muted); font-family: var(--rm-mono);
  font-size: 0.8125rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.rm-note:last-child { border-bottom: 0; }
@media (max-width: 640px) {
  .rm-step { grid-template-columns: 2rem minmax(0, 1fr); }
  .rm-step-shot { grid-column: 2; }
  .rm-note { padding-left: calc(2rem + 32px); }
}

.rm-thumb { display: block; padding: 0; border: 1px solid var(--rm-line); border-radius: 6px; background: var(--rm-soft); cursor: zoom-in;
  width: 160px; aspect-ratio: 16 / 10; overflow: hidden; color: var(--rm-muted); font: inherit; font-size: 0.75rem; }
.rm-thumb:hover { border-color: var(--rm-accent); }
.rm-thumb img { display: block; width: 100%; height: 100%; object-fit: cover; object-position: top left; }
.rm-thumb-placeholder { display: grid; place-items: center; height: 100%; padding: 4px; text-align: center; }
.rm-shot-missing { width: 160px; aspect-ratio: 16 / 10; display: grid; place-items: center; text-align: center; padding: 8px;
  border: 1px dashed var(--rm-field); border-radius: 6px; color: var(--rm-muted); font-size: 0.75rem; }
.rm-shot-large { display: block; max-width: 100%; max-height: calc(100vh - 120px); width: auto; height: auto; margin: 0 auto;
  border: 1px solid var(--rm-line); border-radius: 6px; }
.rm-figure { margin: 0; display: grid; gap: 6px; min-width: 0; }
.rm-figure figcaption { font-size: 0.875rem; color: var(--rm-muted); }
.rm-figure figcaption strong { color: var(--rm-ink); }
.rm-figure .rm-thumb, .rm-figure .rm-shot-missing { width: 100%; }
.rm-shots { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
@media (max-width: 640px) { .rm-shots { grid-template-columns: minmax(0, 1fr); } }

.rm-details { border: 1px solid var(--rm-line); border-radius: 8px; margin: 0 0 10px; background: #fff; }
.rm-details > summary { cursor: pointer; padding: 10px 14px; font-weight: 600; }
.rm-details > summary .rm-count-badge { margin-left: 6px; }
.rm-details-body { padding: 0 14px 12px; }
.rm-details-body ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
.rm-details-body li { font-size: 0.875rem; padding: 6px 10px; border-radius: 6px; background: var(--rm-soft); overflow-wrap: anywhere; }
.rm-count-badge { display: inline-block; min-width: 1.5em; padding: 0 6px; border-radius: 999px; font-size: 0.75rem; font-weight: 700; text-align: center;
  background: var(--rm-soft); border: 1px solid var(--rm-line); color: var(--rm-muted); }
.rm-count-badge-alert { background: #fef3f2; border-color: #fecdca; color: var(--rm-danger); }
.rm-trace { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.rm-trace p { margin: 0; font-size: 0.875rem; color: var(--rm-muted); flex: 1 1 20rem; }

.rm-review-grid { display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); gap: 28px; align-items: start; }
@media (max-width: 880px) { .rm-review-grid { grid-template-columns: minmax(0, 1fr); } }
.rm-instruction-box { margin: 0 0 20px; padding: 10px 14px; border-radius: 8px; background: var(--rm-soft); border: 1px solid var(--rm-line);
  font-family: var(--rm-mono); font-size: 0.9rem; font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
.rm-after-shots { margin-top: 12px; }
.rm-reason { margin: 8px 0 12px; padding: 12px 14px; border-radius: 8px; background: #fef3f2; border: 1px solid #fecdca; color: #7a271a;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.rm-form { display: grid; gap: 16px; }
.rm-fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 8px; }
.rm-fieldset legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
.rm-choice { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 2px 10px; align-items: start; padding: 10px 12px; border: 1px solid var(--rm-line);
  border-radius: 8px; cursor: pointer; }
.rm-choice:hover { background: var(--rm-soft); }
.rm-choice:has(input:checked) { border-color: var(--rm-accent); background: #f3f2ff; }
.rm-choice input { margin: 3px 0 0; width: 16px; height: 16px; accent-color: var(--rm-accent); }
.rm-choice-title { font-weight: 600; }
.rm-choice-hint { grid-column: 2; font-size: 0.875rem; color: var(--rm-muted); }
.rm-field { display: grid; gap: 6px; }
.rm-field label { font-weight: 600; }
.rm-field textarea { font: inherit; padding: 8px 12px; border: 1px solid var(--rm-field); border-radius: 6px; min-height: 6rem; resize: vertical; width: 100%; }
.rm-hint { margin: 0; color: var(--rm-muted); font-size: 0.875rem; }
.rm-field-error { margin: 0; color: var(--rm-danger); font-size: 0.875rem; font-weight: 600; }
.rm-saved-review dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 16px; margin: 0 0 12px; }
.rm-saved-review dt { color: var(--rm-muted); font-weight: 600; }
.rm-saved-review dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }

.rm-dialog-backdrop { position: fixed; inset: 0; background: rgba(28, 28, 40, 0.55); display: grid; place-items: center; padding: 16px; z-index: 1000; }
.rm-dialog { background: #fff; border-radius: 12px; width: min(30rem, 100%); max-height: calc(100vh - 32px); overflow: auto; padding: 24px;
  box-shadow: 0 24px 48px rgba(28, 28, 40, 0.25); color: var(--rm-ink); }
.rm-dialog-wide { width: min(1100px, 100%); padding: 16px 20px 20px; }
.rm-dialog:focus { outline: none; }
.rm-dialog h2 { margin: 0 0 12px; font-size: 1.1rem; overflow-wrap: anywhere; }
.rm-dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px; margin-top: 20px; }
.rm-dialog-bar { display: flex; align-items: flex-start; justify-content: space-between; gap: 16px; margin: 0 0 12px; }
.rm-dialog-bar h2 { margin: 0; }
`;

/** Marks the one <style> element this remote inserts into a document. */
export const RUNS_STYLE_ATTRIBUTE = 'data-verity-runs';

export function ensureRunsStyles(doc: Document = document): void {
  insertStyleSheet(doc, RUNS_STYLE_ATTRIBUTE, RUNS_CSS);
}

/** Called by every screen's frame, so the styles are there before its first paint. */
export function useRunsStyles(): void {
  useStyleSheet(RUNS_STYLE_ATTRIBUTE, RUNS_CSS);
}
