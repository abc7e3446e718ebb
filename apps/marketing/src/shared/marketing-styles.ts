import { insertStyleSheet, useStyleSheet } from '@verity/ui';

/**
 * The public site's CSS. rspack compiles TypeScript only (no CSS loader), so like @verity/ui's styles it
 * ships as a string inserted once per document. Every class starts with `mk-` so nothing here can restyle
 * the shell or another remote; colours read the shell's custom properties, with fallbacks for the
 * standalone dev page and tests.
 */
export const MARKETING_CSS = `
.mk { --mk-ink: var(--ink, #1c1c28); --mk-muted: var(--muted, #5b5b6e); --mk-accent: var(--accent, #4f46e5);
  --mk-line: var(--line, #e2e2ea); --mk-danger: var(--danger, #b42318); --mk-ok: #067647; --mk-soft: #f6f6fb;
  --mk-code: #16161f; color: var(--mk-ink); }
.mk h1, .mk h2, .mk h3 { line-height: 1.2; letter-spacing: -0.01em; }
.mk h1 { font-size: clamp(2rem, 4.5vw, 2.75rem); margin: 0 0 12px; }
.mk h2 { font-size: clamp(1.5rem, 3.2vw, 2rem); margin: 0 0 8px; }
.mk h3 { font-size: 1.125rem; margin: 0 0 6px; }
.mk p { margin: 0 0 12px; }
.mk code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; }
.mk-lead { font-size: 1.2rem; color: var(--mk-muted); max-width: 40em; }
.mk-eyebrow { margin: 0 0 8px; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--mk-accent); }
.mk-section { margin: 72px 0 0; }
.mk-section.mk-section-first { margin-top: 32px; }
.mk-section-intro { max-width: 44em; margin-bottom: 24px; }
.mk-section-intro p { color: var(--mk-muted); }
.mk-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px; margin-top: 24px; }
.mk-button { display: inline-block; padding: 10px 18px; border-radius: 8px; border: 1px solid var(--mk-accent); background: var(--mk-accent);
  color: #fff; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.mk-button:hover { filter: brightness(1.08); }
.mk-button-secondary { background: #fff; color: var(--mk-accent); }
.mk-muted { color: var(--mk-muted); }
.mk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.mk-small { font-size: 0.875rem; }

.mk-hero { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 40px; align-items: center; padding-top: 16px; }
.mk-hero .mk-lead { margin-bottom: 0; }
.mk-hero-note { margin-top: 12px; font-size: 0.875rem; color: var(--mk-muted); }

.mk-code-card { margin: 0; border-radius: 12px; background: var(--mk-code); color: #e8e8f0; overflow: hidden;
  box-shadow: 0 12px 32px rgba(28, 28, 40, 0.18); }
.mk-code-card figcaption { display: flex; justify-content: space-between; gap: 12px; padding: 10px 16px; font-size: 0.8rem;
  color: #b4b4c6; border-bottom: 1px solid #2c2c3a; }
.mk-code-card ol { margin: 0; padding: 14px 16px 16px 3.2em; font: 0.92rem/1.8 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-x: auto; }
.mk-code-card li { white-space: pre-wrap; overflow-wrap: anywhere; padding-left: 4px; }
.mk-code-card li::marker { color: #6d6d85; }
.mk-code-inline { display: inline-block; padding: 6px 12px; border-radius: 8px; background: var(--mk-code); color: #e8e8f0; }

.mk-steps { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; counter-reset: mk-step; }
.mk-steps li { position: relative; padding: 20px; border: 1px solid var(--mk-line); border-radius: 12px; background: #fff; }
.mk-steps li::before { counter-increment: mk-step; content: counter(mk-step); display: inline-grid; place-items: center; width: 28px; height: 28px;
  margin-bottom: 10px; border-radius: 50%; background: var(--mk-accent); color: #fff; font-weight: 700; font-size: 0.875rem; }
.mk-steps p { margin: 0; color: var(--mk-muted); }

.mk-figure { margin: 0; }
.mk-figure > figcaption { margin-top: 10px; font-size: 0.875rem; color: var(--mk-muted); }
.mk-illustration { display: grid; grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); gap: 20px; }
.mk-panel { border: 1px solid var(--mk-line); border-radius: 12px; background: #fff; padding: 18px 20px; }
.mk-panel-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 12px; }
.mk-panel-title { margin: 0; font-weight: 700; }
.mk-run-steps { margin: 0; padding: 0; list-style: none; }
.mk-run-step { display: grid; grid-template-columns: 1.75rem minmax(0, 1fr) auto; gap: 4px 10px; align-items: start; padding: 10px 0; border-top: 1px solid var(--mk-line); }
.mk-run-step code { overflow-wrap: break-word; min-width: 0; }
.mk-run-step-status { white-space: nowrap; }
.mk-run-step-index { color: var(--mk-muted); font-variant-numeric: tabular-nums; text-align: right; }
.mk-run-step-time { color: var(--mk-muted); font-size: 0.8rem; font-variant-numeric: tabular-nums; }
.mk-run-step-detail { grid-column: 2 / -1; margin: 4px 0 0; padding: 8px 10px; border-radius: 8px; background: #fff5f4; color: var(--mk-ink); font-size: 0.875rem; }
.mk-run-step-detail ul { margin: 4px 0 0; padding-left: 1.2em; }
.mk-status { display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px; border-radius: 999px; font-size: 0.8rem; font-weight: 600; white-space: nowrap; }
.mk-status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: currentColor; }
.mk-status-completed { background: #ecfdf3; color: var(--mk-ok); }
.mk-status-failed { background: #fef3f2; color: var(--mk-danger); }
.mk-status-running { background: #eef2ff; color: var(--mk-accent); }
.mk-status-not_started, .mk-status-cancelled, .mk-status-unknown { background: #f2f2f7; color: var(--mk-muted); }
.mk-verdict { padding: 10px 12px; border-radius: 8px; background: #fef3f2; color: var(--mk-danger); font-weight: 600; margin: 0 0 4px; }
.mk-review-options { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0 12px; padding: 0; list-style: none; }
.mk-review-options li { padding: 4px 10px; border: 1px solid var(--mk-line); border-radius: 999px; font-size: 0.8rem; color: var(--mk-muted); }
.mk-review-options li[aria-current='true'] { border-color: var(--mk-accent); background: #eef2ff; color: var(--mk-accent); font-weight: 600; }
.mk-review-note { margin: 0; padding: 10px 12px; border-left: 3px solid var(--mk-accent); background: var(--mk-soft); font-size: 0.875rem; }

.mk-pricing { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; margin: 0; padding: 0; list-style: none; }
.mk-price-card { display: flex; flex-direction: column; gap: 4px; padding: 20px; border: 1px solid var(--mk-line); border-radius: 12px; background: #fff; }
.mk-price-card-free { background: var(--mk-soft); }
.mk-price { font-size: 2rem; font-weight: 800; line-height: 1.1; }
.mk-price-card p { margin: 0; }
.mk-facts { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 16px 0 0; padding: 0; list-style: none; color: var(--mk-muted); font-size: 0.9rem; }
.mk-facts li::before { content: '✓'; margin-right: 6px; color: var(--mk-ok); font-weight: 700; }

.mk-split { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 32px; align-items: center; padding: 28px; border-radius: 16px; background: var(--mk-soft); }
.mk-split p:last-child { margin-bottom: 0; }
.mk-cta { text-align: center; padding: 40px 24px; border-radius: 16px; background: linear-gradient(135deg, #eef2ff, #f6f6fb); }
.mk-cta .mk-actions { justify-content: center; }

.mk-card-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; }
.mk-card { position: relative; display: flex; flex-direction: column; height: 100%; border: 1px solid var(--mk-line); border-radius: 12px;
  background: #fff; overflow: hidden; transition: box-shadow 0.15s ease, transform 0.15s ease; }
.mk-card:hover, .mk-card:focus-within { box-shadow: 0 8px 24px rgba(28, 28, 40, 0.12); transform: translateY(-2px); }
/* height: auto, or the img's height attribute (kept against layout shift) would win over the aspect ratio. */
.mk-card-cover { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; object-fit: cover; background: var(--mk-soft); }
.mk-card-body { display: flex; flex-direction: column; gap: 6px; padding: 16px 18px 18px; flex: 1; }
.mk-card h3 a { color: var(--mk-ink); text-decoration: none; }
/* The title's link covers the whole card, so the card is one target and one tab stop. */
.mk-card h3 a::after { content: ''; position: absolute; inset: 0; }
.mk-card h3 a:focus-visible { outline: none; }
.mk-card:focus-within { outline: 3px solid var(--mk-accent); outline-offset: 2px; }
.mk-card-excerpt { margin: 0; color: var(--mk-muted); font-size: 0.95rem; }
.mk-byline { margin: 0; color: var(--mk-muted); font-size: 0.85rem; }
.mk-byline > * + *::before { content: '·'; margin: 0 6px; }
.mk-skeleton { min-height: 280px; border-radius: 12px; background: linear-gradient(90deg, #f2f2f7, #fafafe, #f2f2f7); background-size: 200% 100%;
  animation: mk-shimmer 1.4s ease-in-out infinite; }
@keyframes mk-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .mk-skeleton { animation: none; } .mk-card, .mk-card:hover { transition: none; transform: none; } }
.mk-state { padding: 16px 20px; border: 1px dashed var(--mk-line); border-radius: 12px; color: var(--mk-muted); }
.mk-state-error { border: 1px solid var(--mk-danger); border-style: solid; background: #fff5f4; color: var(--mk-ink); }
.mk-state-error .mk-button { margin-top: 8px; }

.mk-article { max-width: 44rem; margin: 0 auto; }
.mk-back { display: inline-block; margin-bottom: 16px; text-decoration: none; }
.mk-article-cover { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; margin: 24px 0 32px; border-radius: 12px; background: var(--mk-soft); }
.mk-prose { font-size: 1.0625rem; line-height: 1.7; }
.mk-prose h2 { font-size: 1.5rem; margin: 40px 0 12px; }
.mk-prose h3 { font-size: 1.2rem; margin: 32px 0 8px; }
.mk-prose p, .mk-prose ul, .mk-prose ol, .mk-prose blockquote, .mk-prose pre { margin: 0 0 18px; }
.mk-prose li + li { margin-top: 6px; }
.mk-prose blockquote { padding: 4px 16px; border-left: 3px solid var(--mk-accent); color: var(--mk-muted); }
.mk-prose pre { padding: 14px 16px; border-radius: 10px; background: var(--mk-code); color: #e8e8f0; overflow-x: auto; line-height: 1.6; }
.mk-prose :not(pre) > code { padding: 1px 5px; border-radius: 4px; background: var(--mk-soft); }
.mk-prose img { max-width: 100%; height: auto; }
.mk-prose table { border-collapse: collapse; width: 100%; margin: 0 0 18px; }
.mk-prose th, .mk-prose td { padding: 6px 10px; border: 1px solid var(--mk-line); text-align: left; }
.mk-article-footer { margin-top: 48px; padding-top: 24px; border-top: 1px solid var(--mk-line); }

.mk-legal { max-width: 46rem; margin: 0 auto; line-height: 1.65; }
.mk-legal h2 { font-size: 1.35rem; margin: 36px 0 10px; }
.mk-legal ul { margin: 0 0 12px; padding-left: 1.3em; }
.mk-legal li + li { margin-top: 4px; }
.mk-legal-updated { color: var(--mk-muted); }
.mk-toc { margin: 24px 0; padding: 16px 20px; border-radius: 12px; background: var(--mk-soft); }
.mk-toc h2 { margin: 0 0 8px; font-size: 1rem; }
.mk-toc ol { margin: 0; padding-left: 1.3em; columns: 2 16rem; }
.mk-legal-links { margin-top: 40px; padding-top: 16px; border-top: 1px solid var(--mk-line); }

.mk-footer { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px 24px; margin-top: 72px; padding-top: 20px;
  border-top: 1px solid var(--mk-line); color: var(--mk-muted); font-size: 0.875rem; }
.mk-footer ul { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0; padding: 0; list-style: none; }
.mk-footer a { color: var(--mk-muted); }
.mk-footer a:hover { color: var(--mk-ink); }
.mk-footer p { margin: 0; }
.mk-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(210px, 1fr)); gap: 20px 28px; margin: 0; padding: 0; list-style: none; }
.mk-features h3 { font-size: 1rem; }
.mk-features p { margin: 0; color: var(--mk-muted); font-size: 0.95rem; }

@media (max-width: 760px) {
  .mk-hero, .mk-illustration, .mk-split { grid-template-columns: minmax(0, 1fr); }
  .mk-section { margin-top: 56px; }
  .mk-split { padding: 20px; }
  .mk-panel { padding: 14px 16px; }
  /* The status goes under the instruction, which keeps the width to stay readable. */
  .mk-run-step { grid-template-columns: 1.5rem minmax(0, 1fr); }
  .mk-run-step-status { grid-column: 2; }
}
`;

/** Marks the one <style> element the public site inserts into a document. */
export const MARKETING_STYLE_ATTRIBUTE = 'data-verity-marketing';

export function ensureMarketingStyles(doc: Document = document): void {
  insertStyleSheet(doc, MARKETING_STYLE_ATTRIBUTE, MARKETING_CSS);
}

/** Each screen calls this, so the styles are there whichever screen the visitor opens first. */
export function useMarketingStyles(): void {
  useStyleSheet(MARKETING_STYLE_ATTRIBUTE, MARKETING_CSS);
}
