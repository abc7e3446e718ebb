import { checkoutDestination } from './checkout-destination';

describe('checkoutDestination', () => {
  it("treats the sandbox page on this origin as one of the app's routes", () => {
    expect(checkoutDestination('http://localhost:3000/app/billing/checkout/s-1', 'http://localhost:3000')).toEqual({
      kind: 'route',
      path: '/app/billing/checkout/s-1',
    });
  });

  it('leaves a payment provider, another origin or a page outside /app to the browser', () => {
    expect(checkoutDestination('https://checkout.stripe.com/c/pay/cs_test_1#frag', 'http://localhost:3000')).toEqual({
      kind: 'external',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1#frag',
    });
    expect(checkoutDestination('http://127.0.0.1:3000/app/billing/checkout/s-1', 'http://localhost:3000').kind).toBe('external');
    expect(checkoutDestination('http://localhost:3000/pay', 'http://localhost:3000').kind).toBe('external');
  });
});
