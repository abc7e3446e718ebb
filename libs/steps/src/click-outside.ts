/**
 * In the page, `(el) => [x, y] | null`: a point of the window outside the element, where "Click outside the modal"
 * clicks: near a corner or an edge, preferring one where no link, button or field would take the click (the backdrop
 * of a modal, the page around a menu). Null when the element covers the whole window. Shared by the engine and the
 * exported spec.
 */
export const POINT_OUTSIDE_SCRIPT = `(el) => {
  const box = el.getBoundingClientRect();
  const [width, height] = [innerWidth, innerHeight];
  const points = [[8, 8], [width - 8, 8], [8, height - 8], [width - 8, height - 8], [Math.round(width / 2), 8], [Math.round(width / 2), height - 8]];
  const outside = points.filter(([x, y]) => x < box.left || x > box.right || y < box.top || y > box.bottom);
  const CONTROLS = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [onclick]';
  const isQuiet = ([x, y]) => { const hit = document.elementFromPoint(x, y); return !hit || !hit.closest(CONTROLS); };
  return outside.find(isQuiet) || outside[0] || null;
}`;
