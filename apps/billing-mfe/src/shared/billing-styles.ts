import { type RemoteStylesheet } from '@verity/mfe';

/**
 * What the billing screens alone show (the balance, the packs, the summary of a purchase, the sandbox badge and
 * warning, the promo form, the history's columns); buttons, alerts, notices, field errors, tables and loading and
 * empty states come from @verity/ui's kit. Every rule is under the remote's root class `billing`, which also puts it
 * over the kit's element rules (`.ui-kit p`).
 */
export const BILLING_CSS = `
.billing h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.billing h2 { margin: 0 0 12px; font-size: 1.25rem; }
.billing .billing-lead { margin: 0 0 24px; font-size: 1.125rem; color: var(--ui-muted); max-width: 40em; }
.billing .billing-section { margin: 0 0 40px; }
.billing .billing-card { border: 1px solid var(--ui-line); border-radius: 10px; padding: 20px; background: #fff; }
.billing .billing-balance { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; }
.billing .billing-balance-amount { font-size: 2.5rem; font-weight: 700; line-height: 1.1; }
.billing .billing-packs { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; list-style: none; margin: 0 0 12px;
  padding: 0; }
.billing .billing-pack { display: flex; flex-direction: column; gap: 6px; }
.billing .billing-pack h3 { margin: 0; font-size: 1.125rem; }
.billing .billing-pack-price { font-size: 1.75rem; font-weight: 700; }
.billing .billing-pack .ui-button { margin-top: auto; }
.billing button[aria-busy='true'] { cursor: progress; }
.billing :focus-visible { outline: 3px solid var(--ui-accent); outline-offset: 2px; }
.billing .billing-checkout-cancelled { margin-bottom: 24px; }
.billing .billing-warning { margin: 16px 0; padding: 12px 16px; border: 1px solid var(--ui-warn); border-radius: 8px; background: #fffaeb; }
.billing .ui-alert .ui-button { margin-left: 12px; }
.billing .billing-promo { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; }
.billing .billing-field { display: grid; gap: 4px; flex: 1 1 16rem; max-width: 24rem; }
.billing .billing-field label { font-weight: 600; }
.billing .billing-field input { font: inherit; line-height: 1.25; padding: 8px 12px; border: 1px solid var(--ui-field); border-radius: 6px;
  text-transform: uppercase; }
.billing .billing-field input[aria-invalid='true'] { border-color: var(--ui-danger); }
.billing .billing-promo .ui-field-error { flex-basis: 100%; }
.billing .billing-history-wrap { margin-bottom: 12px; }
.billing .billing-history td { white-space: nowrap; }
.billing .billing-history td.billing-reason { white-space: normal; min-width: 12rem; }
.billing .billing-history .billing-number { text-align: right; }
.billing .billing-credit { color: var(--ui-ok); font-weight: 600; }
.billing .billing-debit { color: var(--ui-danger); font-weight: 600; }
.billing .billing-more { margin-top: 16px; }
.billing .billing-summary { display: grid; grid-template-columns: auto 1fr; gap: 8px 24px; margin: 0 0 24px; }
.billing .billing-summary dt { color: var(--ui-muted); }
.billing .billing-summary dd { margin: 0; font-weight: 600; }
.billing .billing-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; }
.billing .billing-sandbox-badge { display: inline-block; margin: 0 0 16px; padding: 2px 10px; border-radius: 999px; background: #fffaeb;
  border: 1px solid var(--ui-warn); color: #93370d; font-size: 0.875rem; font-weight: 600; }
.billing .billing-narrow { max-width: 36rem; }
@media (max-width: 480px) {
  .billing h1 { font-size: 1.5rem; }
  .billing .billing-actions .ui-button { width: 100%; }
  .billing .billing-balance-amount { font-size: 2rem; }
}
`;

export const BILLING_STYLESHEET: RemoteStylesheet = { attribute: 'data-verity-billing', css: BILLING_CSS };
