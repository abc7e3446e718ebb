/**
 * A page script, as source: whether a field shows that its value is refused. Said by the field (`aria-invalid`, the
 * browser's `:user-invalid` once a person has left it or sent its form), by a class on it or on the wrapper that
 * holds it alone (Bootstrap's `is-invalid`, MUI's `Mui-error`, Ant Design's `status-error`, `has-error`, `error`), by
 * the error message it points to (`aria-errormessage`, `aria-describedby`), or by a red border, as a person sees it.
 * Run in the page by the engine's check of a field, and by an exported spec's `isInvalid`.
 */
export const FIELD_INVALID_SCRIPT = String.raw`(el) => {
  const field = el.matches('input, select, textarea, [contenteditable], [role="textbox"], [role="combobox"]') ? el : el.querySelector('input, select, textarea') || (el.control || el);
  const said = field.getAttribute('aria-invalid');
  if (said === 'true' || said === 'grammar' || said === 'spelling') return true;
  if (said === 'false') return false;
  const marks = /(?:^|\s)(?:is-invalid|invalid|has-error|with-error|error|field-error|input-error|has-danger|is-danger|Mui-error|ng-invalid(?=.*ng-touched)|[\w-]*status-error|[\w-]*--error|[\w-]*--invalid|[\w-]*__error)(?:\s|$)/i;
  const fields = 'input:not([type="hidden"]), select, textarea';
  for (let wrapper = field, depth = 0; wrapper && depth < 4 && wrapper !== document.body; wrapper = wrapper.parentElement, depth += 1) {
    if (wrapper.tagName === 'FORM' || (wrapper !== field && wrapper.querySelectorAll(fields).length > 1)) break;
    if (marks.test(typeof wrapper.className === 'string' ? wrapper.className : wrapper.getAttribute('class') || '')) return true;
  }
  try { if (field.matches(':user-invalid')) return true; } catch (_) {}
  const shown = (node) => node && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden' && (node.textContent || '').trim() !== '';
  const pointed = [field.getAttribute('aria-errormessage'), field.getAttribute('aria-describedby')].filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  for (const id of pointed) {
    const message = document.getElementById(id);
    if (shown(message) && (id === field.getAttribute('aria-errormessage') || marks.test(message.className || '') || message.getAttribute('role') === 'alert')) return true;
  }
  const style = getComputedStyle(field);
  const isRed = (colour) => { const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour); return Boolean(rgb) && Number(rgb[1]) >= 150 && Number(rgb[2]) <= 100 && Number(rgb[3]) <= 100; };
  const edges = ['Top', 'Right', 'Bottom', 'Left'].filter((edge) => parseFloat(style['border' + edge + 'Width']) > 0 && isRed(style['border' + edge + 'Color']));
  return edges.length >= 2 || (parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== 'none' && isRed(style.outlineColor)) || isRed(style.boxShadow);
}`;

/**
 * A page script, as source: the widest box around a field that holds no other field, below its form; null when the
 * field's parent already holds another. What the page says beside the field (its message, its label's star) is there.
 */
export const OWN_BOX_SCRIPT = String.raw`(field) => {
  let own = null;
  for (let wrapper = field.parentElement, depth = 0; wrapper && depth < 4 && wrapper !== document.body && wrapper.tagName !== 'FORM'; wrapper = wrapper.parentElement, depth += 1) {
    if (wrapper.querySelectorAll('input:not([type="hidden"]), select, textarea').length > 1) break;
    own = wrapper;
  }
  return own;
}`;
