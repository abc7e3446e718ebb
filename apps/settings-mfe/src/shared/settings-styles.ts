import { type RemoteStylesheet } from '@verity/mfe';

/**
 * What the settings and models screens alone show; buttons, alerts, notices, hints, field errors and tables come
 * from @verity/ui's kit. Every rule is under the remote's root class `settings`, which also puts it over the kit's
 * element rules (`.ui-kit p`), as the screens had no such rules before.
 */
export const SETTINGS_CSS = `
.settings h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.settings h2 { margin: 0 0 12px; font-size: 1.25rem; }
.settings h3 { margin: 0; font-size: 1.0625rem; }
.settings .settings-lead { margin: 0 0 24px; font-size: 1.125rem; color: var(--ui-muted); max-width: 44em; }
.settings .settings-section { margin: 0 0 40px; }
.settings h3.settings-subheading { margin: 24px 0 12px; }
.settings .settings-card { border: 1px solid var(--ui-line); border-radius: 10px; padding: 16px 20px; background: #fff; }
.settings .settings-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.settings .settings-card-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.settings .settings-badge { font-size: 0.8125rem; padding: 2px 8px; border-radius: 999px; border: 1px solid #abefc6; background: #ecfdf3; color: var(--ui-ok); }
.settings .settings-badge-off { border-color: var(--ui-line); background: var(--ui-soft); color: var(--ui-muted); }
.settings .settings-channel { display: grid; gap: 12px; }
.settings .settings-channel p { margin: 0 0 4px; overflow-wrap: anywhere; }
.settings .settings-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 12px 0; }
.settings .settings-facts dt { color: var(--ui-muted); }
.settings .settings-facts dd { margin: 0; overflow-wrap: anywhere; }
.settings .settings-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.settings :focus-visible { outline: 3px solid var(--ui-accent); outline-offset: 2px; }
.settings .settings-form { display: grid; gap: 16px; max-width: 36rem; }
.settings .settings-field { display: grid; gap: 4px; }
.settings .settings-field label { font-weight: 600; }
.settings .settings-field input, .settings .settings-field select { font: inherit; padding: 8px 12px; border: 1px solid var(--ui-field); border-radius: 6px; }
.settings .settings-field input[aria-invalid='true'] { border-color: var(--ui-danger); }
.settings .settings-check { display: flex; align-items: center; gap: 8px; }
.settings .settings-field input[readonly] { background: #f4f4f8; color: var(--ui-muted); }
.settings .settings-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.settings .settings-choices { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
.settings .settings-choices legend { font-weight: 600; margin-bottom: 4px; padding: 0; }
.settings .settings-choice { display: grid; grid-template-columns: auto 1fr; gap: 0 8px; align-items: center; }
.settings .settings-choice .ui-hint { grid-column: 2; }
.settings .ui-alert .ui-button { margin-left: 12px; }
.settings .settings-check-result { margin-top: 12px; }
.settings .settings-check-result ol { margin: 8px 0 0; padding-left: 1.25rem; }
.settings .settings-right { color: var(--ui-ok); }
.settings .settings-wrong { color: var(--ui-danger); }
.settings .settings-secret { display: block; padding: 8px 12px; border: 1px solid var(--ui-line); border-radius: 6px; background: #fff;
  font-family: var(--ui-mono); overflow-wrap: anywhere; user-select: all; }
@media (max-width: 480px) {
  .settings h1 { font-size: 1.5rem; }
  .settings .settings-facts { grid-template-columns: 1fr; }
  .settings .settings-pair { grid-template-columns: 1fr; }
}
`;

export const SETTINGS_STYLESHEET: RemoteStylesheet = { attribute: 'data-verity-settings', css: SETTINGS_CSS };
