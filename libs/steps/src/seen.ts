/**
 * A page script, as source: whether a person can see the element. Rendered with a size (Playwright's visible), and
 * not see-through (opacity 0, itself or an ancestor), not cut away by an ancestor that hides what overflows it (a
 * folded accordion section), not wholly off the page's left or top edge (where no scrolling brings it), not clipped
 * to nothing (a screen-reader-only text), and not covered by an element that paints over it (a layer put on top). A
 * tick box drawn by its label (the input itself made transparent) is seen when its label is. Playwright calls all
 * of these visible; a person does not. Run in the page by the engine's checks, and by an exported spec's
 * `seenCount`.
 */
export const IS_SEEN_SCRIPT = String.raw`(el) => {
  const isVisible = (element) => {
    if (!element.isConnected) return false;
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  if (!isVisible(el)) return false;
  const labelShown = () => Array.from(el.labels || []).some((label) => isVisible(label) && label.checkVisibility({ opacityProperty: true }));
  if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ opacityProperty: true })) return el.tagName === 'INPUT' && ['checkbox', 'radio'].includes(el.type) && labelShown();
  const rect = el.getBoundingClientRect();
  if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0) return false;
  const style = getComputedStyle(el);
  if (style.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%\)/.test(style.clipPath)) return false;
  let left = rect.left, top = rect.top, right = rect.right, bottom = rect.bottom;
  for (let parent = el.parentElement; parent && parent !== document.body && parent !== document.documentElement; parent = parent.parentElement) {
    const parentStyle = getComputedStyle(parent);
    if (parentStyle.position === 'fixed') break;
    const clipsX = ['hidden', 'clip'].includes(parentStyle.overflowX);
    const clipsY = ['hidden', 'clip'].includes(parentStyle.overflowY);
    if (!clipsX && !clipsY) continue;
    const box = parent.getBoundingClientRect();
    if (clipsX) { left = Math.max(left, box.left); right = Math.min(right, box.right); }
    if (clipsY) { top = Math.max(top, box.top); bottom = Math.min(bottom, box.bottom); }
    if (right - left < 1 || bottom - top < 1) return false;
  }
  return !isCoveredWhole(el, { left, top, right, bottom });
  function isCoveredWhole(element, box) {
    if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) return false;
    const points = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].map(([fx, fy]) => [box.left + (box.right - box.left) * fx, box.top + (box.bottom - box.top) * fy]);
    return points.every(([x, y]) => paintsOver(document.elementFromPoint(x, y), element));
  }
  function paintsOver(hit, element) {
    if (!hit || hit === element || element.contains(hit) || hit.contains(element)) return false;
    if (Array.from(element.labels || []).some((label) => label.contains(hit))) return false;
    for (let layer = hit; layer && !layer.contains(element); layer = layer.parentElement) {
      const layerStyle = getComputedStyle(layer);
      // A bar fixed to the window covers what scrolls under it for a moment; a person scrolls to see it.
      if (layerStyle.position === 'fixed' || layerStyle.position === 'sticky') return false;
      const paint = /rgba?\(([^)]+)\)/.exec(layerStyle.backgroundColor);
      const alpha = paint ? Number(paint[1].split(',')[3] ?? 1) : 0;
      if (alpha >= 0.5 || layerStyle.backgroundImage !== 'none' || ['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'svg'].includes(layer.tagName)) return true;
    }
    return false;
  }
}`;
