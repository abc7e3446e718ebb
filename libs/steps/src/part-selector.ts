import { type Target } from './ast';

/** Words a badge's class, id or test id spells: Swag Labs' `shopping_cart_badge`, a `cart-count` or `cartCounter`, a `qty`. */
const BADGE_WORDS = ['badge', 'count', 'qty'];
const ATTRIBUTES = ['class', 'id', 'data-test', 'data-testid'];
const CONTROLS = 'a, button, [role="button"], [role="link"]';
/** Things shops and apps spell two ways in their markup. */
const SAME_THINGS = [['cart', 'basket'], ['menu', 'hamburger', 'burger'], ['notification', 'bell', 'alert'], ['message', 'inbox', 'mail']];
const css = (text: string) => JSON.stringify(text);

/** "shopping cart" → shopping-cart, shopping_cart, shoppingcart; "cart" → cart, basket, bag. */
function spellings(text: string): string[] {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const [word, ...more] = words;
  if (word === undefined) return [];
  if (more.length > 0) return [...new Set([words.join('-'), words.join('_'), words.join('')])];
  const singular = word.replace(/s$/, '');
  return SAME_THINGS.find((group) => group.includes(singular)) ?? [singular];
}

/**
 * Where "the cart badge" and "the cart icon" are, as a CSS selector (the engine's and the exported spec's): the
 * thing's own word is all over the page ("Add to cart") and the part has no words. A badge is the element whose
 * class, id or test id spells both the thing and a badge word (`shopping_cart_badge`), or a badge inside or beside
 * the thing's control; an icon is the control named by its label, title, class, id, test id or address, or its image.
 */
export function partSelector(target: Pick<Target, 'text' | 'part'>): string {
  const spelled = spellings(target.text);
  const says = spelled.flatMap((spelling) => ['aria-label', 'title', ...ATTRIBUTES, 'href'].map((attribute) => `[${attribute}*=${css(spelling)} i]`));
  const owner = `:is(${CONTROLS}):is(${says.join(', ')})`;
  if (target.part === 'icon') {
    const images = spelled.flatMap((spelling) => ['alt', 'aria-label', 'title', ...ATTRIBUTES].map((attribute) => `:is(img, svg, i)[${attribute}*=${css(spelling)} i]`));
    return [owner, ...images].join(', ');
  }
  const badge = `:is(${BADGE_WORDS.flatMap((word) => ATTRIBUTES.map((attribute) => `[${attribute}*=${css(word)} i]`)).join(', ')})`;
  const named = spelled.flatMap((spelling) => BADGE_WORDS.flatMap((word) => ATTRIBUTES.map((attribute) => `[${attribute}*=${css(spelling)} i][${attribute}*=${css(word)} i]`)));
  return [...named, `${owner} ${badge}`, `${owner} ~ ${badge}`].join(', ');
}
