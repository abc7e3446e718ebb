import { type RemoteStylesheet } from '@verity/mfe';

/**
 * What the public site alone shows: its hero, sections, sample test, run illustration, pricing, article cards,
 * articles and legal pages, with bigger buttons than the app's. Colours, muted and small text, screen-reader-only
 * text and alerts come from @verity/ui's kit. Every rule is under the remote's root class `mk` (`:where(.mk)` keeps
 * each selector's weight as it was).
 */
export const MARKETING_CSS = `
.mk { --mk-code: #16161f; }
.mk h1, .mk h2, .mk h3 { line-height: 1.2; letter-spacing: -0.01em; }
.mk h1 { font-size: clamp(2rem, 4.5vw, 2.75rem); margin: 0 0 12px; }
.mk h2 { font-size: clamp(1.5rem, 3.2vw, 2rem); margin: 0 0 8px; }
.mk h3 { font-size: 1.125rem; margin: 0 0 6px; }
.mk p { margin: 0 0 12px; }
.mk code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; }
:where(.mk) .mk-lead { font-size: 1.2rem; color: var(--ui-muted); max-width: 40em; }
:where(.mk) .mk-eyebrow { margin: 0 0 8px; font-size: 0.8rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: var(--ui-accent); }
:where(.mk) .mk-section { margin: 72px 0 0; }
:where(.mk) .mk-section.mk-section-first { margin-top: 32px; }
:where(.mk) .mk-section-intro { max-width: 44em; margin-bottom: 24px; }
:where(.mk) .mk-section-intro p { color: var(--ui-muted); }
:where(.mk) .mk-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px; margin-top: 24px; }
:where(.mk) .mk-button { display: inline-block; padding: 10px 18px; border-radius: 8px; border: 1px solid var(--ui-accent); background: var(--ui-accent);
  color: #fff; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
:where(.mk) .mk-button:hover { filter: brightness(1.08); }
:where(.mk) .mk-button-secondary { background: #fff; color: var(--ui-accent); }

:where(.mk) .mk-hero { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 40px; align-items: center; padding-top: 16px; }
:where(.mk) .mk-hero .mk-lead { margin-bottom: 0; }
:where(.mk) .mk-hero-note { margin-top: 12px; font-size: 0.875rem; color: var(--ui-muted); }

:where(.mk) .mk-code-card { margin: 0; border-radius: 12px; background: var(--mk-code); color: #e8e8f0; overflow: hidden;
  box-shadow: 0 12px 32px rgba(28, 28, 40, 0.18); }
:where(.mk) .mk-code-card figcaption { display: flex; justify-content: space-between; gap: 12px; padding: 10px 16px; font-size: 0.8rem;
  color: #b4b4c6; border-bottom: 1px solid #2c2c3a; }
:where(.mk) .mk-code-card ol { margin: 0; padding: 14px 16px 16px 3.2em; font: 0.92rem/1.8 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-x: auto; }
:where(.mk) .mk-code-card li { white-space: pre-wrap; overflow-wrap: anywhere; padding-left: 4px; }
:where(.mk) .mk-code-card li::marker { color: #6d6d85; }
:where(.mk) .mk-code-inline { display: inline-block; padding: 6px 12px; border-radius: 8px; background: var(--mk-code); color: #e8e8f0; }

:where(.mk) .mk-steps { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; counter-reset: mk-step; }
:where(.mk) .mk-steps li { position: relative; padding: 20px; border: 1px solid var(--ui-line); border-radius: 12px; background: #fff; }
:where(.mk) .mk-steps li::before { counter-increment: mk-step; content: counter(mk-step); display: inline-grid; place-items: center; width: 28px; height: 28px;
  margin-bottom: 10px; border-radius: 50%; background: var(--ui-accent); color: #fff; font-weight: 700; font-size: 0.875rem; }
:where(.mk) .mk-steps p { margin: 0; color: var(--ui-muted); }

:where(.mk) .mk-figure { margin: 0; }
:where(.mk) .mk-figure > figcaption { margin-top: 10px; font-size: 0.875rem; color: var(--ui-muted); }
:where(.mk) .mk-illustration { display: grid; grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); gap: 20px; }
:where(.mk) .mk-panel { border: 1px solid var(--ui-line); border-radius: 12px; background: #fff; padding: 18px 20px; }
:where(.mk) .mk-panel-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 12px; }
:where(.mk) .mk-panel-title { margin: 0; font-weight: 700; }
:where(.mk) .mk-run-steps { margin: 0; padding: 0; list-style: none; }
:where(.mk) .mk-run-step { display: grid; grid-template-columns: 1.75rem minmax(0, 1fr) auto; gap: 4px 10px; align-items: start; padding: 10px 0; border-top: 1px solid var(--ui-line); }
:where(.mk) .mk-run-step code { overflow-wrap: break-word; min-width: 0; }
:where(.mk) .mk-run-step-status { white-space: nowrap; }
:where(.mk) .mk-run-step-index { color: var(--ui-muted); font-variant-numeric: tabular-nums; text-align: right; }
:where(.mk) .mk-run-step-time { color: var(--ui-muted); font-size: 0.8rem; font-variant-numeric: tabular-nums; }
:where(.mk) .mk-run-step-detail { grid-column: 2 / -1; margin: 4px 0 0; padding: 8px 10px; border-radius: 8px; background: #fff5f4; color: var(--ui-ink); font-size: 0.875rem; }
:where(.mk) .mk-run-step-detail ul { margin: 4px 0 0; padding-left: 1.2em; }
:where(.mk) .mk-status { display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px; border-radius: 999px; font-size: 0.8rem; font-weight: 600; white-space: nowrap; }
:where(.mk) .mk-status::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: currentColor; }
:where(.mk) .mk-status-completed { background: #ecfdf3; color: var(--ui-ok); }
:where(.mk) .mk-status-failed { background: #fef3f2; color: var(--ui-danger); }
:where(.mk) .mk-status-running { background: #eef2ff; color: var(--ui-accent); }
:where(.mk) .mk-status-not_started, :where(.mk) .mk-status-cancelled, :where(.mk) .mk-status-unknown { background: #f2f2f7; color: var(--ui-muted); }
:where(.mk) .mk-verdict { padding: 10px 12px; border-radius: 8px; background: #fef3f2; color: var(--ui-danger); font-weight: 600; margin: 0 0 4px; }
:where(.mk) .mk-review-options { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0 12px; padding: 0; list-style: none; }
:where(.mk) .mk-review-options li { padding: 4px 10px; border: 1px solid var(--ui-line); border-radius: 999px; font-size: 0.8rem; color: var(--ui-muted); }
:where(.mk) .mk-review-options li[aria-current='true'] { border-color: var(--ui-accent); background: #eef2ff; color: var(--ui-accent); font-weight: 600; }
:where(.mk) .mk-review-note { margin: 0; padding: 10px 12px; border-left: 3px solid var(--ui-accent); background: var(--ui-soft); font-size: 0.875rem; }

:where(.mk) .mk-pricing { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; margin: 0; padding: 0; list-style: none; }
:where(.mk) .mk-price-card { display: flex; flex-direction: column; gap: 4px; padding: 20px; border: 1px solid var(--ui-line); border-radius: 12px; background: #fff; }
:where(.mk) .mk-price-card-free { background: var(--ui-soft); }
:where(.mk) .mk-price { font-size: 2rem; font-weight: 800; line-height: 1.1; }
:where(.mk) .mk-price-card p { margin: 0; }
:where(.mk) .mk-facts { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 16px 0 0; padding: 0; list-style: none; color: var(--ui-muted); font-size: 0.9rem; }
:where(.mk) .mk-facts li::before { content: '✓'; margin-right: 6px; color: var(--ui-ok); font-weight: 700; }

:where(.mk) .mk-split { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 32px; align-items: center; padding: 28px; border-radius: 16px; background: var(--ui-soft); }
:where(.mk) .mk-split p:last-child { margin-bottom: 0; }
:where(.mk) .mk-cta { text-align: center; padding: 40px 24px; border-radius: 16px; background: linear-gradient(135deg, #eef2ff, #f6f6fb); }
:where(.mk) .mk-cta .mk-actions { justify-content: center; }

:where(.mk) .mk-card-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; }
:where(.mk) .mk-card { position: relative; display: flex; flex-direction: column; height: 100%; border: 1px solid var(--ui-line); border-radius: 12px;
  background: #fff; overflow: hidden; transition: box-shadow 0.15s ease, transform 0.15s ease; }
:where(.mk) .mk-card:hover, :where(.mk) .mk-card:focus-within { box-shadow: 0 8px 24px rgba(28, 28, 40, 0.12); transform: translateY(-2px); }
/* height: auto, or the img's height attribute (kept against layout shift) would win over the aspect ratio. */
:where(.mk) .mk-card-cover { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; object-fit: cover; background: var(--ui-soft); }
:where(.mk) .mk-card-body { display: flex; flex-direction: column; gap: 6px; padding: 16px 18px 18px; flex: 1; }
:where(.mk) .mk-card h3 a { color: var(--ui-ink); text-decoration: none; }
/* The title's link covers the whole card, so the card is one target and one tab stop. */
:where(.mk) .mk-card h3 a::after { content: ''; position: absolute; inset: 0; }
:where(.mk) .mk-card h3 a:focus-visible { outline: none; }
:where(.mk) .mk-card:focus-within { outline: 3px solid var(--ui-accent); outline-offset: 2px; }
:where(.mk) .mk-card-excerpt { margin: 0; color: var(--ui-muted); font-size: 0.95rem; }
:where(.mk) .mk-byline { margin: 0; color: var(--ui-muted); font-size: 0.85rem; }
:where(.mk) .mk-byline > * + *::before { content: '·'; margin: 0 6px; }
:where(.mk) .mk-skeleton { min-height: 280px; border-radius: 12px; background: linear-gradient(90deg, #f2f2f7, #fafafe, #f2f2f7); background-size: 200% 100%;
  animation: mk-shimmer 1.4s ease-in-out infinite; }
@keyframes mk-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { :where(.mk) .mk-skeleton { animation: none; } :where(.mk) .mk-card, :where(.mk) .mk-card:hover { transition: none; transform: none; } }
:where(.mk) .mk-state { padding: 16px 20px; border: 1px dashed var(--ui-line); border-radius: 12px; color: var(--ui-muted); }
:where(.mk) .ui-alert .mk-button { margin-top: 8px; }

:where(.mk) .mk-article { max-width: 44rem; margin: 0 auto; }
:where(.mk) .mk-back { display: inline-block; margin-bottom: 16px; text-decoration: none; }
:where(.mk) .mk-article-cover { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; margin: 24px 0 32px; border-radius: 12px; background: var(--ui-soft); }
:where(.mk) .mk-prose { font-size: 1.0625rem; line-height: 1.7; }
:where(.mk) .mk-prose h2 { font-size: 1.5rem; margin: 40px 0 12px; }
:where(.mk) .mk-prose h3 { font-size: 1.2rem; margin: 32px 0 8px; }
:where(.mk) .mk-prose p, :where(.mk) .mk-prose ul, :where(.mk) .mk-prose ol, :where(.mk) .mk-prose blockquote, :where(.mk) .mk-prose pre { margin: 0 0 18px; }
:where(.mk) .mk-prose li + li { margin-top: 6px; }
:where(.mk) .mk-prose blockquote { padding: 4px 16px; border-left: 3px solid var(--ui-accent); color: var(--ui-muted); }
:where(.mk) .mk-prose pre { padding: 14px 16px; border-radius: 10px; background: var(--mk-code); color: #e8e8f0; overflow-x: auto; line-height: 1.6; }
:where(.mk) .mk-prose :not(pre) > code { padding: 1px 5px; border-radius: 4px; background: var(--ui-soft); }
:where(.mk) .mk-prose img { max-width: 100%; height: auto; }
:where(.mk) .mk-prose table { border-collapse: collapse; width: 100%; margin: 0 0 18px; }
:where(.mk) .mk-prose th, :where(.mk) .mk-prose td { padding: 6px 10px; border: 1px solid var(--ui-line); text-align: left; }
:where(.mk) .mk-article-footer { margin-top: 48px; padding-top: 24px; border-top: 1px solid var(--ui-line); }

:where(.mk) .mk-legal { max-width: 46rem; margin: 0 auto; line-height: 1.65; }
:where(.mk) .mk-legal h2 { font-size: 1.35rem; margin: 36px 0 10px; }
:where(.mk) .mk-legal ul { margin: 0 0 12px; padding-left: 1.3em; }
:where(.mk) .mk-legal li + li { margin-top: 4px; }
:where(.mk) .mk-legal-updated { color: var(--ui-muted); }
:where(.mk) .mk-toc { margin: 24px 0; padding: 16px 20px; border-radius: 12px; background: var(--ui-soft); }
:where(.mk) .mk-toc h2 { margin: 0 0 8px; font-size: 1rem; }
:where(.mk) .mk-toc ol { margin: 0; padding-left: 1.3em; columns: 2 16rem; }
:where(.mk) .mk-legal-links { margin-top: 40px; padding-top: 16px; border-top: 1px solid var(--ui-line); }

:where(.mk) .mk-footer { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px 24px; margin-top: 72px; padding-top: 20px;
  border-top: 1px solid var(--ui-line); color: var(--ui-muted); font-size: 0.875rem; }
:where(.mk) .mk-footer ul { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0; padding: 0; list-style: none; }
:where(.mk) .mk-footer a { color: var(--ui-muted); }
:where(.mk) .mk-footer a:hover { color: var(--ui-ink); }
:where(.mk) .mk-footer p { margin: 0; }
:where(.mk) .mk-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(210px, 1fr)); gap: 20px 28px; margin: 0; padding: 0; list-style: none; }
:where(.mk) .mk-features h3 { font-size: 1rem; }
:where(.mk) .mk-features p { margin: 0; color: var(--ui-muted); font-size: 0.95rem; }

@media (max-width: 760px) {
  :where(.mk) .mk-hero, :where(.mk) .mk-illustration, :where(.mk) .mk-split { grid-template-columns: minmax(0, 1fr); }
  :where(.mk) .mk-section { margin-top: 56px; }
  :where(.mk) .mk-split { padding: 20px; }
  :where(.mk) .mk-panel { padding: 14px 16px; }
  /* The status goes under the instruction, which keeps the width to stay readable. */
  :where(.mk) .mk-run-step { grid-template-columns: 1.5rem minmax(0, 1fr); }
  :where(.mk) .mk-run-step-status { grid-column: 2; }
  /* A table wider than the phone scrolls by itself, as its code blocks do, instead of widening the page. */
  :where(.mk) .mk-prose table { display: block; width: max-content; max-width: 100%; overflow-x: auto; }
  :where(.mk) .mk-prose th, :where(.mk) .mk-prose td { min-width: 10rem; }
}
`;

/** The public site's stylesheet, inserted after the kit's by its screens (see Screen). */
export const MARKETING_STYLESHEET: RemoteStylesheet = { attribute: 'data-verity-marketing', css: MARKETING_CSS };
