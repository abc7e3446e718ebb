import { countTextAssertion } from './count-text';
import { usePageShowing } from '../../execution/testing/page-showing';

const page = usePageShowing('<main></main>');
const inCart = (count: number) => ({ type: 'count-text' as const, count, noun: 'item', place: 'cart' });
const showing = (html: string) => page().setContent(`<header>${html}</header><main><button>Add to cart</button></main>`);

// The count beside a cart, in the three ways shops show it.
describe('the count of items in the cart', () => {
  it('reads a badge element of its own, gone at zero', async () => {
    await showing('<a class="shopping_cart_link" data-test="shopping-cart-link"><span class="shopping_cart_badge">1</span></a>');
    expect(await countTextAssertion(inCart(2), page())).toEqual({ type: 'field-value', target: { text: 'cart', part: 'badge' }, value: '2', negated: false });
    expect(await countTextAssertion(inCart(0), page())).toEqual({ type: 'element-state', target: { text: 'cart', part: 'badge' }, state: 'hidden' });
  });

  it("reads the cart link's own text when the number is written in it, with no badge element", async () => {
    await showing('<a href="/cart" aria-label="Cart">🛒 1</a>');
    expect(await countTextAssertion(inCart(3), page())).toEqual({ type: 'field-value', target: { text: 'Cart', role: 'link' }, value: '🛒 3', negated: false });
  });

  it('expects the badge to come on a cart link known only by its class, and says when there is no cart at all', async () => {
    await showing('<a class="shopping_cart_link" data-test="shopping-cart-link"></a>');
    expect(await countTextAssertion(inCart(1), page())).toEqual({ type: 'field-value', target: { text: 'cart', part: 'badge' }, value: '1', negated: false });
    await showing('<a href="/help">Help</a>');
    await expect(countTextAssertion(inCart(1), page())).rejects.toThrow('Nothing on the page says how many items there are in the cart: no text like "1 item" and no counter beside the cart.');
  });
});
