import { useStyleSheet } from '@verity/ui';

const STYLE_ATTRIBUTE = 'data-billing-mfe';

// The remotes build without a CSS loader: the screens' CSS ships as a string inserted once per document.
// Colours read the shell's custom properties, with fallbacks for the standalone dev page.
const CSS = `
.billing { color: var(--ink, #1c1c28); }
.billing h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.billing h2 { margin: 0 0 12px; font-size: 1.25rem; }
.billing-lead { margin: 0 0 24px; font-size: 1.125rem; color: var(--muted, #5b5b6e); max-width: 40em; }
.billing-section { margin: 0 0 40px; }
.billing-muted { color: var(--muted, #5b5b6e); }
.billing-card { border: 1px solid var(--line, #e2e2ea); border-radius: 10px; padding: 20px; background: #fff; }
.billing-balance { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; }
.billing-balance-amount { font-size: 2.5rem; font-weight: 700; line-height: 1.1; }
.billing-packs { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; list-style: none; margin: 0; padding: 0; }
.billing-pack { display: flex; flex-direction: column; gap: 6px; }
.billing-pack h3 { margin: 0; font-size: 1.125rem; }
.billing-pack-price { font-size: 1.75rem; font-weight: 700; }
.billing-pack button { margin-top: auto; }
.billing button, .billing .billing-button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent, #4f46e5);
  background: var(--accent, #4f46e5); color: #fff; cursor: pointer; text-decoration: none; display: inline-block; text-align: center; }
.billing button.billing-secondary, .billing .billing-button.billing-secondary { background: #fff; color: var(--accent, #4f46e5); }
.billing button:disabled { opacity: 0.6; cursor: not-allowed; }
.billing button[aria-busy='true'] { cursor: progress; }
.billing :focus-visible { outline: 3px solid var(--accent, #4f46e5); outline-offset: 2px; }
.billing-notice { margin: 0 0 24px; padding: 12px 16px; border: 1px solid var(--accent, #4f46e5); border-radius: 8px; background: #f3f2ff; }
.billing-warning { padding: 12px 16px; border: 1px solid #b54708; border-radius: 8px; background: #fffaeb; }
.billing-alert { margin: 12px 0 0; padding: 12px 16px; border: 1px solid var(--danger, #b42318); border-radius: 8px; background: #fff5f4;
  color: var(--danger, #b42318); }
.billing-alert button { margin-left: 12px; }
.billing-promo { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; }
.billing-field { display: grid; gap: 4px; flex: 1 1 16rem; max-width: 24rem; }
.billing-field label { font-weight: 600; }
.billing-field input { font: inherit; padding: 8px 12px; border: 1px solid #b8b8c8; border-radius: 6px; text-transform: uppercase; }
.billing-field input[aria-invalid='true'] { border-color: var(--danger, #b42318); }
.billing-field-error { flex-basis: 100%; margin: 0; color: var(--danger, #b42318); font-size: 0.875rem; }
.billing-table-wrap { overflow-x: auto; border: 1px solid var(--line, #e2e2ea); border-radius: 10px; }
.billing-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.billing-table caption { text-align: left; padding: 0; }
.billing-table th, .billing-table td { padding: 10px 14px; text-align: left; border-bottom: 1px solid var(--line, #e2e2ea); white-space: nowrap; }
.billing-table td.billing-reason { white-space: normal; min-width: 12rem; }
.billing-table th.billing-number, .billing-table td.billing-number { text-align: right; }
.billing-table tbody tr:last-child td { border-bottom: 0; }
.billing-credit { color: #067647; font-weight: 600; }
.billing-debit { color: var(--danger, #b42318); font-weight: 600; }
.billing-more { margin-top: 16px; }
.billing-summary { display: grid; grid-template-columns: auto 1fr; gap: 8px 24px; margin: 0 0 24px; }
.billing-summary dt { color: var(--muted, #5b5b6e); }
.billing-summary dd { margin: 0; font-weight: 600; }
.billing-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; }
.billing-sandbox-badge { display: inline-block; margin: 0 0 16px; padding: 2px 10px; border-radius: 999px; background: #fffaeb;
  border: 1px solid #b54708; color: #93370d; font-size: 0.875rem; font-weight: 600; }
.billing-narrow { max-width: 36rem; }
@media (max-width: 480px) {
  .billing h1 { font-size: 1.5rem; }
  .billing-actions button, .billing-actions .billing-button { width: 100%; }
  .billing-balance-amount { font-size: 2rem; }
}
`;

/** Inserts the billing screens' CSS into the document once. */
export function useBillingStyles(): void {
  useStyleSheet(STYLE_ATTRIBUTE, CSS);
}
