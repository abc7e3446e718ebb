import { tokenVar } from '../design-tokens';

/**
 * The app's shared look, part of UI_CSS: colours, type, buttons, sections, tables, alerts, loading and empty
 * states, form hints and dialogs, for every screen of a remote (RemoteScreen's root has the class `ui-kit`). A
 * remote's own stylesheet holds only what its screens alone show, scoped under its root class.
 */
export const KIT_CSS = `
.ui-kit, .ui-screen { --ui-ink: ${tokenVar('ink')}; --ui-muted: ${tokenVar('muted')}; --ui-accent: ${tokenVar('accent')};
  --ui-line: ${tokenVar('line')}; --ui-danger: ${tokenVar('danger')}; --ui-ok: #067647; --ui-warn: #b54708;
  --ui-soft: #f6f6fb; --ui-field: #b8b8c8; --ui-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--ui-ink); }
.ui-kit h2 { margin: 0 0 12px; font-size: 1.2rem; line-height: 1.3; }
.ui-kit p { margin: 0 0 12px; }
.ui-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.ui-muted { color: var(--ui-muted); }
.ui-small { font-size: 0.875rem; }
.ui-lead { color: var(--ui-muted); max-width: 46em; margin-top: 6px; }
.ui-breadcrumb { margin: 0 0 6px; font-size: 0.875rem; color: var(--ui-muted); }
.ui-breadcrumb a { color: var(--ui-muted); }

.ui-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; font: inherit; font-weight: 600; line-height: 1.25;
  padding: 8px 14px; border-radius: 6px; border: 1px solid var(--ui-accent); background: var(--ui-accent); color: #fff; cursor: pointer;
  text-decoration: none; white-space: nowrap; }
.ui-button:hover { filter: brightness(1.08); }
.ui-button:disabled, .ui-button[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; filter: none; }
.ui-button-secondary { background: #fff; color: var(--ui-ink); border-color: var(--ui-field); }
.ui-button-secondary:hover { background: var(--ui-soft); filter: none; }
.ui-button-danger { background: var(--ui-danger); border-color: var(--ui-danger); color: #fff; }
.ui-button-danger-outline { background: #fff; color: var(--ui-danger); border-color: #fecdca; }
.ui-button-danger-outline:hover { background: #fef3f2; filter: none; }
.ui-button-quiet { background: transparent; border-color: transparent; color: var(--ui-accent); padding: 4px 8px; font-weight: 600; }
.ui-button-quiet:hover { background: var(--ui-soft); filter: none; }
.ui-button-quiet.ui-danger-text { color: var(--ui-danger); }
.ui-button-small { padding: 4px 10px; font-size: 0.875rem; }
.ui-link-button { font: inherit; background: none; border: 0; padding: 0; color: var(--ui-accent); text-decoration: underline; cursor: pointer; }

.ui-section { margin-top: 32px; }
.ui-section-header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 16px; margin-bottom: 12px; }
.ui-section-header h2 { margin: 0; }

.ui-alert { border: 1px solid var(--ui-danger); border-radius: 8px; padding: 12px 16px; background: #fff5f4; margin: 0 0 16px; }
.ui-alert > :last-child { margin-bottom: 0; }
.ui-alert-title { font-weight: 700; margin: 0 0 4px; color: var(--ui-danger); }
.ui-notice { border: 1px solid #c7ccff; border-radius: 8px; padding: 12px 16px; background: #f3f2ff; margin: 0 0 16px; }
.ui-notice > :last-child { margin-bottom: 0; }
.ui-loading { color: var(--ui-muted); padding: 24px 0; }
.ui-skeleton { height: 14px; border-radius: 4px; background: linear-gradient(90deg, #f0f0f5, #e6e6ee, #f0f0f5); margin: 10px 0; }
.ui-empty { text-align: center; padding: 40px 24px; border: 1px dashed var(--ui-field); border-radius: 10px; background: var(--ui-soft); }

.ui-table-wrap { overflow-x: auto; border: 1px solid var(--ui-line); border-radius: 10px; }
.ui-table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; font-variant-numeric: tabular-nums; }
.ui-table th, .ui-table td { padding: 10px 12px; text-align: left; vertical-align: middle; border-bottom: 1px solid var(--ui-line); }
.ui-table thead th { font-size: 0.8125rem; color: var(--ui-muted); font-weight: 600; background: var(--ui-soft); white-space: nowrap; }
.ui-table tbody tr:last-child > * { border-bottom: 0; }
.ui-table tbody tr:hover { background: #fafaff; }

.ui-kit .ui-hint { margin: 0; color: var(--ui-muted); font-size: 0.875rem; }
.ui-kit .ui-field-error { margin: 0; color: var(--ui-danger); font-size: 0.875rem; font-weight: 600; }

.ui-dialog-backdrop { position: fixed; inset: 0; background: rgba(28, 28, 40, 0.5); display: grid; place-items: center; padding: 16px; z-index: 1000; }
.ui-dialog { background: #fff; border-radius: 12px; width: min(30rem, 100%); max-height: calc(100vh - 32px); overflow: auto; padding: 24px;
  box-shadow: 0 24px 48px rgba(28, 28, 40, 0.25); }
.ui-dialog-wide { width: min(1100px, 100%); padding: 16px 20px 20px; }
.ui-dialog:focus { outline: none; }
.ui-dialog h2 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
.ui-dialog-bar { display: flex; align-items: flex-start; justify-content: space-between; gap: 16px; margin: 0 0 12px; }
.ui-dialog-actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 12px; margin-top: 20px; }
`;
