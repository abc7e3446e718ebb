import { type Target } from './ast';
import { parseTarget } from './target';

/**
 * In the page, `(el) => string[] | null`: the options a dropdown lists, open or closed. A native select's, not those
 * it hides (as a "Choose…" placeholder often is); else those of the list box it controls, drawn or not. Null for a
 * dropdown whose options exist only while it is open. Shared by the engine and the exported spec.
 */
export const LISTED_OPTIONS_SCRIPT = `(el) => {
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  if (el.tagName === 'SELECT') return Array.from(el.options).filter((option) => !option.hidden).map((option) => clean(option.label));
  const ids = (el.getAttribute('aria-controls') || el.getAttribute('aria-owns') || '').split(/\\s+/).filter(Boolean);
  const list = ids.map((id) => document.getElementById(id)).find(Boolean);
  const options = list ? Array.from(list.querySelectorAll('[role="option"]')) : [];
  return options.length > 0 ? options.map((option) => clean(option.textContent)) : null;
}`;

/** The dropdown whose options a count counts ("the Size dropdown has 3 options"), or null for a count of anything else. */
export function optionsDropdownOf(target: Target): Target | null {
  if (target.role !== 'option' || !target.within) return null;
  // "the dropdown": a kind alone is a kind once it has its article back.
  const dropdown = parseTarget(`the ${target.within.replace(/^the\s+/i, '')}`, []);
  return dropdown?.role === 'combobox' ? dropdown : null;
}
