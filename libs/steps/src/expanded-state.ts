/**
 * A page script, as source: whether an element is expanded (true), collapsed (false), or nothing on the page says
 * (null). Said by the element's own `aria-expanded` (a menu button, an accordion's header, a combobox), by a
 * `<details>` it is or is the summary of, by the control that names it in `aria-controls`, by Radix's and Headless
 * UI's `data-state` / `data-headlessui-state`, by Bootstrap's classes (`collapse show`, `collapsed`), for a section holding
 * its own toggle by that toggle, and for a header followed by its panel (a `collapse`, `content`, `body`, `panel` or
 * `answer`) by the panel, shown or folded to no height. A button hidden at this window size says nothing of a menu
 * shown without it: what it controls, shown or not, says.
 * Run in the page by the engine's "is expanded" check, and by an exported spec's `isExpanded`.
 */
export const EXPANDED_SCRIPT = String.raw`(el) => {
  const said = (node) => {
    const expanded = node.getAttribute('aria-expanded');
    if (expanded === 'true' || expanded === 'false') return expanded === 'true';
    const state = node.getAttribute('data-state');
    if (state === 'open' || state === 'closed') return state === 'open';
    const headless = node.getAttribute('data-headlessui-state');
    if (headless !== null && node.hasAttribute('aria-haspopup')) return /(?:^|\s)open(?:\s|$)/.test(headless);
    return null;
  };
  const shown = (node) => Boolean(node) && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  const unfolded = (node) => shown(node) && node.getBoundingClientRect().height > 1;
  const byClass = (node) => {
    const names = typeof node.className === 'string' ? node.className : node.getAttribute('class') || '';
    if (/(?:^|\s)collapse(?:\s|$)/.test(names)) return /(?:^|\s)(?:show|in)(?:\s|$)/.test(names);
    if (/(?:^|\s)collapsed(?:\s|$)/.test(names)) return false;
    return null;
  };
  const controlled = (node) => (node.getAttribute('aria-controls') || '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)).filter(Boolean);
  if (el.tagName === 'DETAILS') return el.open;
  if (el.tagName === 'SUMMARY' && el.parentElement && el.parentElement.tagName === 'DETAILS') return el.parentElement.open;
  const own = said(el) ?? byClass(el);
  if (own !== null && (shown(el) || controlled(el).length === 0)) return own;
  if (own !== null) return controlled(el).some(shown);
  if (el.id) {
    const controls = [...document.querySelectorAll('[aria-controls]')].filter((node) => node.getAttribute('aria-controls').split(/\s+/).includes(el.id));
    for (const control of controls) {
      const byControl = said(control);
      if (byControl !== null) return byControl;
    }
  }
  const details = el.querySelector('details');
  if (details) return details.open;
  const toggle = el.querySelector('[aria-expanded], [data-state="open"], [data-state="closed"]');
  if (toggle) return said(toggle);
  const panel = el.nextElementSibling;
  if (panel && byClass(panel) !== null) return byClass(panel);
  if (panel && /collapse|content|body|panel|answer/i.test(typeof panel.className === 'string' ? panel.className : '')) return unfolded(panel);
  const summary = el.closest('summary');
  if (summary && summary.parentElement && summary.parentElement.tagName === 'DETAILS') return summary.parentElement.open;
  const holder = el.closest('[aria-expanded]');
  return holder ? said(holder) : null;
}`;
