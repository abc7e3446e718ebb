import { useContext, useInsertionEffect } from 'react';
import { tokenVar } from './design-tokens';
import { KIT_CSS } from './kit/kit-styles';
import { StyleSheetCollectorContext } from './style-collector';

/**
 * Styles of the shared screens, the DEBUG badge and the kit (KIT_CSS). The rspack config compiles TypeScript only (no CSS
 * loader), so the CSS ships as a string that the components insert once per document; every class is
 * prefixed `ui-` so it cannot collide with the shell's or a remote's own classes.
 */
export const UI_CSS = `
.ui-screen { max-width: 40rem; margin: 48px auto; padding: 0 24px; text-align: center; color: ${tokenVar('ink')}; }
.ui-screen h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
.ui-screen h2 { margin: 32px 0 8px; font-size: 1.25rem; }
.ui-screen p { margin: 0 0 8px; }
.ui-screen .ui-lead { font-size: 1.25rem; color: ${tokenVar('muted')}; }
.ui-error-screen h1 { color: ${tokenVar('danger')}; }
.ui-actions { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 16px; margin-top: 24px; }
.ui-button:focus-visible { outline: 3px solid ${tokenVar('accent')}; outline-offset: 2px; }
.ui-debug-badge { position: fixed; left: 8px; bottom: 8px; z-index: 2147483000; padding: 2px 8px; border-radius: 4px;
  background: ${tokenVar('danger')}; color: #fff; font: 700 11px/1.6 ui-monospace, SFMono-Regular, Menlo, monospace;
  letter-spacing: 0.08em; pointer-events: none; user-select: none; }
@media print { .ui-debug-badge { display: none; } }
.ui-runner-notice { border: 1px solid ${tokenVar('danger')}; border-radius: 8px; padding: 12px 16px; margin: 0 0 16px; background: #fff5f4;
  color: ${tokenVar('ink')}; text-align: left; }
.ui-runner-notice p { margin: 0 0 4px; }
.ui-runner-notice p:last-child { margin-bottom: 0; }
.ui-runner-notice-title { font-weight: 700; color: ${tokenVar('danger')}; }
.ui-runner-notice code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.875em; background: #fff;
  border: 1px solid ${tokenVar('line')}; border-radius: 4px; padding: 0 4px; user-select: all; }
${KIT_CSS}`;

/** Marks the one <style> element the library inserts into a document. */
export const UI_STYLE_ATTRIBUTE = 'data-verity-ui';

/**
 * Inserts a stylesheet into the document once, marked by `attribute`: the shell and the remotes build without a
 * CSS loader, so each ships its CSS as a string. The shell and every remote parcel are separate React roots in
 * one document: whichever renders first inserts it.
 */
export function insertStyleSheet(doc: Document, attribute: string, css: string): void {
  if (doc.head.querySelector(`style[${attribute}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(attribute, '');
  style.textContent = css;
  doc.head.appendChild(style);
}

/** insertStyleSheet before the screen's first paint; rendered on the server, the stylesheet goes to the collector. */
export function useStyleSheet(attribute: string, css: string): void {
  useContext(StyleSheetCollectorContext)?.add(attribute, css);
  useInsertionEffect(() => insertStyleSheet(document, attribute, css), [attribute, css]);
}

export function ensureUiStyles(doc: Document = document): void {
  insertStyleSheet(doc, UI_STYLE_ATTRIBUTE, UI_CSS);
}

/** Called by each shared component, so nobody has to remember to add the styles. */
export function useUiStyles(): void {
  useStyleSheet(UI_STYLE_ATTRIBUTE, UI_CSS);
}
