/** What the page shows of an item's place in the cart (IN_CART_SCRIPT). */
export interface InCart {
  /** Where it was read: the cart itself (its page or open drawer), or the item's own card elsewhere. */
  where: 'cart' | 'card' | null;
  /** The words of the controls in the item's card, when read there. */
  controls: string[];
  /** Whether the item is in the cart; null when the page does not tell (no cart, no card of the item). */
  inCart: boolean | null;
}

/**
 * "the Backpack is in the cart", as the source of a function run in the page; called with `{ item }`, it returns
 * InCart. On the cart (its page: its address, title or main heading says cart, basket, bag or trolley; or an open
 * drawer or dialog titled so), the item is in it when an element there shows its name (all of its words, any case).
 * Elsewhere, the item's card tells: its control says it is in (Remove, Added, In cart, a quantity stepper) or offers
 * to add it (Add to cart, Buy).
 */
export const IN_CART_SCRIPT = String.raw`({ item }) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const CART = /\b(?:cart|basket|bag|trolley)\b/i;
  const escape = (text) => text.replace(/[.*+?^$\{}()|[\]\\]/g, '\\$&');
  const words = clean(item).toLowerCase().split(' ').filter(Boolean).map((word) => new RegExp('(?<![\\p{L}\\p{N}])' + escape(word) + '(?![\\p{L}\\p{N}])', 'iu'));
  const names = (el) => words.every((word) => word.test(el.textContent || ''));
  const namesIn = (root) => [...root.querySelectorAll('*')].filter((el) => names(el) && shown(el) && ![...el.children].some(names));
  const heading = document.querySelector('h1, [role="heading"][aria-level="1"]');
  const onCartPage = CART.test(location.pathname + location.hash) || CART.test(document.title) || (heading !== null && shown(heading) && CART.test(heading.innerText));
  const titleOf = (el) => clean([el.getAttribute('aria-label'), ...[...el.querySelectorAll('h1, h2, h3, h4')].map((h) => h.textContent)].join(' '));
  const drawers = [...document.querySelectorAll('[role="dialog"], dialog[open], aside, [class*="drawer" i], [class*="cart" i]:not(a, button)')]
    .filter((el) => shown(el) && CART.test(titleOf(el)) && el.querySelector('button, a, input'));
  if (onCartPage || drawers.length > 0) {
    const places = drawers.length > 0 ? drawers : [document.body];
    return { where: 'cart', controls: [], inCart: places.some((place) => namesIn(place).length > 0) };
  }
  const CONTROLS = 'button, a[href], [role="button"], input[type="submit"], input[type="button"], input[type="number"], select';
  const named = namesIn(document.body).filter((el) => !el.closest(CONTROLS) || el.closest('a[href]'));
  for (const name of named) {
    // The card: going up from the name, the first element that holds a control other than the name's own link.
    let card = name.parentElement;
    while (card && card !== document.body && ![...card.querySelectorAll(CONTROLS)].some((control) => !control.contains(name) && shown(control))) card = card.parentElement;
    if (!card || card === document.body) continue;
    const controls = [...card.querySelectorAll(CONTROLS)].filter((control) => !control.contains(name) && shown(control));
    const label = (control) => clean(control.matches('input') ? control.value || control.getAttribute('aria-label') : control.innerText || control.getAttribute('aria-label') || control.getAttribute('title') || '');
    const said = controls.map(label).filter(Boolean);
    const IN = /\bremove\b|\bdelete\b|\bin (?:the |your )?(?:cart|basket|bag)\b|\badded\b|[✓✔]|\b(?:view|go to) (?:cart|basket|bag)\b/i;
    const OUT = /\badd(?:\s+to\s+(?:cart|basket|bag|trolley))?\b|\bbuy\b|^\+$/i;
    const stepper = controls.some((control) => control.matches('input[type="number"]') && Number(control.value) > 0);
    if (stepper || said.some((words) => IN.test(words))) return { where: 'card', controls: said, inCart: true };
    if (said.some((words) => OUT.test(words))) return { where: 'card', controls: said, inCart: false };
  }
  return { where: null, controls: [], inCart: null };
}`;
