/**
 * A dropdown a UI library draws from divs, with no role to tell it by: react-select (`select__control`, emotion's
 * `css-…-control`), Ant Design, MUI, Select2, Chosen, vue-select, or any box that says it pops up a list.
 */
export const DRAWN_DROPDOWN = [
  '[aria-haspopup="listbox" i]',
  '[class*="select__control"]',
  '[class^="css-"][class$="-control"]',
  '[class*="select" i][class*="control" i]',
  '.ant-select-selector',
  '.MuiSelect-select',
  '.select2-selection',
  '.chosen-single',
  '.vs__dropdown-toggle',
  '[class*="dropdown" i][class*="toggle" i]',
  // OrangeHRM's oxd-select-text, Vuetify's and others': a box named for selecting that takes the focus.
  '[class*="select" i][tabindex="0"]:not(input, select, textarea, [role="option"], [role="listbox"])',
].join(', ');

/**
 * What the page shows as chosen: the option of each dropdown on screen (a native select's, a drawn one's words), and
 * the tabs, options, toggles and links marked selected, pressed, current or active. A page script, as source, given
 * DRAWN_DROPDOWN: run by the engine's checks and by an exported spec's `isChosen`.
 */
export const CHOSEN_TEXTS_SCRIPT = String.raw`(drawn) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
  const texts = [];
  for (const select of document.querySelectorAll('select')) if (shown(select)) for (const option of select.selectedOptions) texts.push(clean(option.label));
  for (const box of document.querySelectorAll(drawn + ', [role="combobox"]')) {
    if (!shown(box)) continue;
    // Without the arrow a drawn one writes after its words.
    texts.push(clean(box.tagName === 'INPUT' ? box.value : box.innerText).replace(/[^\p{L}\p{N}.)\]]+$/u, ''));
  }
  // Marked by ARIA, or only by the class or data attribute frameworks give the chosen one (Bootstrap's "nav-link
  // active", Radix's data-state, Vue Router's link classes).
  const marked = '[aria-selected="true"], [aria-checked="true"], [aria-pressed="true"], [aria-current]:not([aria-current="false"]), '
    + '.active, .is-active, .selected, .is-selected, .current, .router-link-exact-active, [data-state="active"], [data-selected], [data-active="true"]';
  for (const el of document.querySelectorAll(marked)) if (shown(el)) texts.push(clean(el.innerText));
  return texts.filter(Boolean);
}`;
